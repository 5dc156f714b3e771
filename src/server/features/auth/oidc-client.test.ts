import { describe, expect, it } from 'vitest';
import { parseRoleMap } from '../../config';
import { OidcClient } from './oidc-client';

const settings = {
  issuer: 'https://login.example.com/tenant/v2.0',
  clientId: 'pmr',
  clientSecret: 'secret',
  scopes: 'openid profile email',
  roleClaim: 'groups',
  roleMap: parseRoleMap('PMR-Viewers=viewer,PMR-Editors=editor,PMR-Admins=admin'),
  defaultRole: 'editor' as const,
};

describe('the OIDC client', () => {
  it('takes the highest role any value of the role claim maps to', () => {
    const oidc = new OidcClient(settings);
    expect(oidc.roleOf({ groups: ['Staff', 'PMR-Viewers', 'PMR-Admins'] })).toBe('admin');
    expect(oidc.roleOf({ groups: 'PMR-Editors' })).toBe('editor');
    expect(oidc.roleOf({ groups: ['Staff'] })).toBeNull();
    expect(oidc.roleOf({})).toBeNull();
    expect(
      new OidcClient({ ...settings, roleClaim: undefined }).roleOf({ groups: ['PMR-Admins'] }),
    ).toBeNull();
  });

  it('accepts back only the flow cookie it sealed, and refuses an old one as expired', () => {
    const oidc = new OidcClient(settings);
    const flow = { state: 's', nonce: 'n', verifier: 'v', at: Date.now() };
    const sealed = oidc.seal(flow);
    expect(oidc.open(sealed)).toEqual(flow);
    const [body] = sealed.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...flow, state: 'x' })).toString('base64url')}.${sealed.split('.')[1]}`;
    expect(oidc.open(forged)).toBeNull();
    expect(oidc.open(`${body}.`)).toBeNull();
    expect(new OidcClient({ ...settings, clientSecret: 'other' }).open(sealed)).toBeNull();
    expect(oidc.open(oidc.seal({ ...flow, at: Date.now() - 11 * 60_000 }))).toBe('expired');
    expect(oidc.open(undefined)).toBeNull();
  });
});

describe('the gate with single sign-on configured', () => {
  it('adds exactly the sign-in start and callback to the public routes', async () => {
    const { createTestApp } = await import('../../testing/test-app');
    const t = await createTestApp({ oidc: settings });
    try {
      const open = t.app.routeCatalog
        .filter((r) => r.public && r.url.includes('oidc'))
        .map((r) => `${r.method} ${r.url}`);
      expect(open.sort()).toEqual([
        'GET /api/auth/oidc/callback',
        'GET /api/auth/oidc/start',
        'HEAD /api/auth/oidc/callback',
        'HEAD /api/auth/oidc/start',
      ]);
      const state = (await t.app.inject({ method: 'GET', url: '/api/auth/session' })).json();
      expect(state).toMatchObject({ sso: true, accessCodes: true });
      // A callback without the flow's cookie is sent back to the gate, never signed in.
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?signin=failed');
      expect(res.cookies.some((c) => c.name === 'pmr_session')).toBe(false);
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/callback?error=access_denied',
      });
      expect(refused.headers.location).toBe('/?signin=refused');
    } finally {
      await t.close();
    }
  });
});
