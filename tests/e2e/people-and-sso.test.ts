import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpServer } from './support/app';
import { newPage, type PageWatch } from './support/browser';
import { startIdentityProvider, type TestIdentityProvider } from './support/oidc-provider';

const ADMIN_CODE = 'E2E-Admin-Code';
const EDITOR_CODE = 'E2E-Editor-Code';

/*
 * Company single sign-on against a real OpenID provider on localhost (oidc-provider), and a session
 * ending under an open editor. The provider listens before the app starts (the app needs its
 * address) and is configured once the app's callback address is known.
 */
let idp: TestIdentityProvider;
beforeAll(async () => {
  idp = await startIdentityProvider({
    maria: { name: 'Maria Lopez', email: 'maria.lopez@example.com', groups: ['pmr-viewers'] },
    sam: { name: 'Sam Okafor', email: 'sam.okafor@example.com', groups: ['pmr-editors'] },
  });
});
afterAll(async () => idp?.close());

const app = setUpServer({
  get OIDC_ISSUER() {
    return idp.issuer;
  },
  get OIDC_CLIENT_ID() {
    return idp.clientId;
  },
  get OIDC_CLIENT_SECRET() {
    return idp.clientSecret;
  },
  OIDC_ROLE_CLAIM: 'groups',
  OIDC_ROLE_MAP: 'pmr-viewers=viewer,pmr-editors=editor',
  OIDC_SCOPES: 'openid profile email groups',
  COMPANY_NAME: 'Contoso',
  ACCESS_CODES: `admin:${ADMIN_CODE},editor:${EDITOR_CODE}`,
} as Record<string, string>);
beforeAll(() => idp.serve(app.server.url));

/** Signs in at the provider's own sign-in page (any password: a development provider). */
async function signInAtProvider(w: PageWatch, login: string) {
  await w.page.getByRole('link', { name: 'Sign in with Contoso' }).click();
  await w.page.locator('input[name="login"]').waitFor();
  await w.page.locator('input[name="login"]').fill(login);
  await w.page.locator('input[name="password"]').fill('any');
  await w.page.locator('button[type="submit"]').click();
}

/** An admin's API client, signed in with the admin's code. */
async function adminApi(w: PageWatch) {
  const res = await w.context.request.post(`${app.server.url}/api/auth/login`, {
    data: { accessCode: ADMIN_CODE, name: 'Ada Admin' },
  });
  expect(res.status()).toBe(200);
  return w.context.request;
}

async function endSessionsOf(name: string) {
  const admin = await newPage(app.browser, app.server.url);
  try {
    const api = await adminApi(admin);
    const people = (await (await api.get(`${app.server.url}/api/people`)).json()) as {
      id: string;
      name: string;
    }[];
    const person = people.find((p) => p.name === name);
    expect(person, name).toBeDefined();
    const ended = await api.delete(`${app.server.url}/api/people/${person!.id}/sessions`);
    expect(ended.status()).toBe(200);
  } finally {
    await admin.context.close();
  }
}

describe('company single sign-on', () => {
  let w: PageWatch;
  beforeAll(async () => {
    w = await newPage(app.browser, app.server.url);
  });
  afterAll(async () => w.context.close());

  it('signs in with the company account: name and role come from the ID token', async () => {
    await w.page.goto('/');
    await w.page.getByRole('heading', { name: 'Secure Access Required' }).waitFor();
    await signInAtProvider(w, 'maria');
    await w.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const sidebar = w.page.locator('aside');
    await sidebar.getByText('Maria Lopez').waitFor();
    expect(await sidebar.getByText('Viewer', { exact: true }).isVisible()).toBe(true);
    // A viewer: nothing that would change the repository is offered.
    expect(await w.page.getByRole('button', { name: 'New Process' }).count()).toBe(0);
    expect(await w.page.getByRole('link', { name: 'Bulk Import' }).count()).toBe(0);
    // The name comes from the company: it is not changed here.
    expect(await sidebar.getByRole('button', { name: /Change/ }).count()).toBe(0);
  });

  it('asks to sign in again over the page when the session ends, and carries on after', async () => {
    await endSessionsOf('Maria Lopez');
    await w.page.getByRole('link', { name: 'Job Roles' }).click();
    const dialog = w.page.getByRole('dialog', { name: 'Sign In Again' });
    await dialog.waitFor();
    const popup = w.context.waitForEvent('page');
    await dialog.getByRole('link', { name: 'Sign in with Contoso' }).click();
    const tab = await popup;
    // The provider still knows Maria: the new tab comes straight back signed in.
    await tab.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await tab.close();
    await dialog.getByRole('button', { name: 'I Have Signed In, Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
    await w.page.getByRole('heading', { name: 'Job Roles' }).first().waitFor();
  });

  it('signs out to the gate', async () => {
    await w.page.getByRole('button', { name: 'Sign Out' }).click();
    await w.page.getByRole('heading', { name: 'Secure Access Required' }).waitFor();
    expect((await w.page.request.get('/api/processes')).status()).toBe(401);
  });

  it('returns to the gate with a reason when the sign-in is refused', async () => {
    const fresh = await newPage(app.browser, app.server.url);
    try {
      await fresh.page.goto('/');
      await fresh.page.getByRole('link', { name: 'Sign in with Contoso' }).click();
      await fresh.page.locator('input[name="login"]').waitFor();
      await fresh.page.getByRole('link', { name: /Cancel/ }).click();
      await fresh.page
        .getByText(
          'Your company sign-in was refused or cancelled. Try again, or ask your administrator for access.',
        )
        .waitFor();
      expect((await fresh.page.request.get('/api/processes')).status()).toBe(401);
    } finally {
      await fresh.context.close();
    }
  });
});

describe('a session that ends mid-edit', () => {
  let w: PageWatch;
  beforeAll(async () => {
    w = await newPage(app.browser, app.server.url);
  });
  afterAll(async () => w.context.close());

  it('keeps the typed text, asks to sign in again, and saves it after', async () => {
    const { page } = w;
    await page.goto('/job-roles');
    await page.getByLabel('Your Name').fill('Noor Haddad');
    await page.getByLabel('Access Code').fill(EDITOR_CODE);
    await page.getByRole('button', { name: /Access Portal/ }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Job Roles' }).click();
    await page.getByRole('button', { name: 'New Job Role' }).first().click();
    const form = page.getByRole('dialog', { name: 'New Job Role' });
    await form.getByLabel('Name *').fill('Field Planner');
    await form.getByLabel('Description').fill('Plans the week of every field technician.');

    await endSessionsOf('Noor Haddad');
    await form.getByRole('button', { name: 'Create Job Role' }).click();
    const again = page.getByRole('dialog', { name: 'Sign In Again' });
    await again.waitFor();
    expect(await again.getByLabel('Your Name').inputValue()).toBe('Noor Haddad');
    await again.getByLabel('Access Code').fill(EDITOR_CODE);
    await again.getByRole('button', { name: 'Sign In and Continue' }).click();
    await again.waitFor({ state: 'detached' });

    expect(await form.getByLabel('Name *').inputValue()).toBe('Field Planner');
    expect(await form.getByLabel('Description').inputValue()).toBe(
      'Plans the week of every field technician.',
    );
    await form.getByRole('button', { name: 'Create Job Role' }).click();
    await form.waitFor({ state: 'detached' });
    await page
      .getByRole('cell', { name: /Field Planner/ })
      .first()
      .waitFor();
    expect(w.errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
  });
});
