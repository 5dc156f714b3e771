import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArtifactCreateSchema } from '../schemas/artifact';
import { TierDocumentCreateSchema, TrainingArtifactLinkSchema } from '../schemas/training';
import { ATTACHED_ASSETS_PATH, resolveArtifactLink, resolveImageUrl } from './artifact-link';
import { isWebUrl } from './link-name';
import { isSafeLink, parseSafeLink, SAFE_LINK_MESSAGE } from './safe-link';

/*
 * The stored-link rule, checked class by class: fast-check builds links of each class (scripting
 * schemes in disguise, web addresses in disguise, protocol-relative and backslash tricks, dot
 * segments, stored-file paths) and the rule must agree with what a browser makes of them. The
 * browser is modelled by the WHATWG URL parser itself, asked differently than the rule asks it:
 * resolved from two real pages of the app at different depths.
 */

/** Pages of the app a link may be opened from: two depths, and both schemes the app is served on. */
const PAGES = [
  'https://ocm.example.com/processes/7/map',
  'https://ocm.example.com/',
  'http://localhost:5000/job-roles/3',
];

/**
 * Where a browser goes with `value` as a link on our pages: the same web address from every page,
 * the same stored file (/objects/…) of whichever app serves the page, or anything else — a script,
 * another scheme, or a place that depends on the page (relative and protocol-relative links).
 */
function browserOpens(value: string): 'web' | 'stored-file' | 'other' {
  const targets = PAGES.map((page) => {
    try {
      return { page: new URL(page), url: new URL(value, page) };
    } catch {
      return null;
    }
  });
  if (targets.some((t) => t === null)) return 'other';
  const all = targets as { page: URL; url: URL }[];
  if (all.some((t) => t.url.protocol !== 'http:' && t.url.protocol !== 'https:')) return 'other';
  const first = all[0]!.url;
  if (all.every((t) => t.url.origin !== t.page.origin && t.url.href === first.href)) return 'web';
  const local = (u: URL) => `${u.pathname}${u.search}${u.hash}`;
  if (
    all.every((t) => t.url.origin === t.page.origin && local(t.url) === local(first)) &&
    /^\/objects\/./.test(first.pathname)
  ) {
    return 'stored-file';
  }
  return 'other';
}

const SPACES_AND_CONTROLS = fc.constantFrom('\t', '\n', '\r', ' ', '\u0000', '\u0001', '\u001f', '\u000b');
const TAB_OR_NEWLINE = fc.constantFrom('\t', '\n', '\r');

/** `word` with random case and tabs/newlines inserted (which the parser removes). */
function disguised(word: string) {
  return fc
    .tuple(
      ...[...word].map((ch) =>
        fc.tuple(fc.boolean(), fc.option(TAB_OR_NEWLINE, { freq: 3 })).map(([upper, noise]) => {
          const c = upper ? ch.toUpperCase() : ch;
          return noise ? `${noise}${c}` : c;
        }),
      ),
    )
    .map((parts) => parts.join(''));
}

const leading = fc.array(SPACES_AND_CONTROLS, { maxLength: 3 }).map((a) => a.join(''));
const host = fc.constantFrom('evil.example', 'intranet.example.com', '127.0.0.1', 'xn--bcher-kva.example');
const pathPart = fc
  .array(
    fc.constantFrom('a', 'doc', '%2e', '%2E', '..', '.', '%2e%2e', 'x%2fy', 'R%C3%A9sum%C3%A9.pdf', '\\'),
    {
      maxLength: 4,
    },
  )
  .map((a) => a.join('/'));

/** Classes of links, each with the answer it must get. */
const scriptingLink = fc
  .tuple(leading, fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob', 'livescript'), pathPart)
  .chain(([lead, scheme, rest]) =>
    disguised(scheme).map((s) => ({ value: `${lead}${s}:${rest || 'alert(1)'}`, safe: false })),
  );
const percentEncodedScheme = fc
  .constantFrom(
    'javascript%3Aalert(1)',
    'java%09script:alert(1)',
    '%6Aavascript:alert(1)',
    'http%3A//evil.example/',
  )
  .map((value) => ({ value, safe: false }));
const webLink = fc
  .tuple(leading, fc.constantFrom('http', 'https'), fc.constantFrom('://', ':\\\\', ':/\\'), host, pathPart)
  .chain(([lead, scheme, sep, h, rest]) =>
    disguised(scheme).map((s) => ({ value: `${lead}${s}${sep}${h}/${rest}`, safe: true })),
  );
const protocolRelative = fc
  .tuple(leading, fc.constantFrom('//', '\\\\', '/\\', '\\/', '/\t/', '/\n\\'), host)
  .map(([lead, slashes, h]) => ({ value: `${lead}${slashes}${h}/objects/x/y.pdf`, safe: false }));
const storedFile = fc
  .tuple(
    leading,
    fc.uuid(),
    fc.constantFrom('Map.svg', 'R%C3%A9sum%C3%A9.pdf', 'a%20b.docx', 'x?download=1', 'y#p=2'),
  )
  .map(([lead, id, name]) => ({ value: `${lead}/objects/${id}/${name}`, safe: true }));
const escapingObjects = fc
  .tuple(
    fc.constantFrom('..', '%2e%2e', '%2E%2e', '.%2e', '%2e.'),
    fc.constantFrom('api/session', 'admin', '%2e%2e/etc'),
  )
  .map(([dots, rest]) => ({ value: `/objects/${dots}/${rest}`, safe: false }));
const otherPaths = fc
  .constantFrom(
    'objects/x/y.pdf',
    './objects/x',
    '/api/artifacts',
    '/attached_assets/x.png',
    '@assets/x.png',
    '/objects/',
    '#top',
    '?q=1',
    'C:\\docs\\a.pdf',
    'mailto:a@b.example',
    'https:',
    'http://',
  )
  .map((value) => ({ value, safe: false }));

const anyClass = fc.oneof(
  scriptingLink,
  percentEncodedScheme,
  webLink,
  protocolRelative,
  storedFile,
  escapingObjects,
  otherPaths,
);

describe('the stored-link rule (safe-link.ts)', () => {
  it("refuses the hostile tester's five values and accepts web addresses and stored files", () => {
    for (const v of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
    ]) {
      expect(isSafeLink(v), JSON.stringify(v)).toBe(false);
    }
    expect(parseSafeLink('https://intranet.example.com/erp')).toEqual({
      kind: 'web',
      href: 'https://intranet.example.com/erp',
    });
    expect(parseSafeLink('/objects/00000000-0000-4000-8000-000000000000/Map.svg')).toEqual({
      kind: 'app-path',
      href: '/objects/00000000-0000-4000-8000-000000000000/Map.svg',
    });
    expect(parseSafeLink('/\\evil.example/objects/x')).toBeNull();
    expect(parseSafeLink('/objects/%2e%2e/api/session')).toBeNull();
  });

  it('gives each class of link the answer it must get, and the one a browser would', () => {
    fc.assert(
      fc.property(anyClass, ({ value, safe }) => {
        const link = parseSafeLink(value);
        expect(link !== null, JSON.stringify(value)).toBe(safe);
        const browser = browserOpens(value);
        expect(browser !== 'other', JSON.stringify(value)).toBe(safe);
        if (link) expect(link.kind === 'web' ? 'web' : 'stored-file').toBe(browser);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the browser on arbitrary strings too', () => {
    const noisy = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .tuple(
          fc.constantFrom('/objects/', 'http://', 'javascript:', '//', '/\\', ''),
          fc.string({ maxLength: 20 }),
        )
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(noisy, (value) => {
        const accepted = isSafeLink(value);
        const browser = browserOpens(value);
        // A blank string resolves to the page itself; it is never a link.
        if (value.trim() === '') expect(accepted).toBe(false);
        else expect(accepted, JSON.stringify(value)).toBe(browser !== 'other');
      }),
      { numRuns: 3000 },
    );
  });

  it('hands the client only accepted forms to open, show or embed', () => {
    const input = fc.oneof(
      anyClass.map((c) => c.value),
      fc.string({ maxLength: 30 }),
      fc.constant('@assets/../../api/x'),
    );
    fc.assert(
      fc.property(input, (value) => {
        const link = resolveArtifactLink(value);
        const image = resolveImageUrl(value);
        if (link.kind === 'dialog') {
          expect(image).toBeNull();
          return;
        }
        expect(image).toBe(link.url);
        const opened = parseSafeLink(link.url) ?? null;
        const asset = link.url.startsWith(ATTACHED_ASSETS_PATH) && !/\/\.\.?(\/|$)/.test(link.url);
        expect(opened !== null || asset, `${JSON.stringify(value)} → ${link.url}`).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(resolveArtifactLink('java\tscript:alert(1)')).toEqual({ kind: 'dialog' });
    expect(resolveArtifactLink('\u0001javascript:alert(1)')).toEqual({ kind: 'dialog' });
    expect(resolveArtifactLink('@assets/maps/a.png')).toEqual({
      kind: 'new-tab',
      url: '/attached_assets/maps/a.png',
    });
    expect(resolveArtifactLink('@assets/../api/auth/session')).toEqual({ kind: 'dialog' });
    expect(isWebUrl('https://docs.google.com/x')).toBe(true);
    expect(isWebUrl('/objects/x/y')).toBe(false);
  });

  it('is what every schema that stores a link checks, with one clear message', () => {
    const base = {
      processId: 'p',
      processOutput: 'Quote',
      name: 'Guide',
      tier: 'tier_1',
      type: 'workflow_map',
      state: 'as_is',
    };
    for (const schema of [ArtifactCreateSchema, TrainingArtifactLinkSchema, TierDocumentCreateSchema]) {
      const refused = schema.safeParse({ ...base, fileUrl: 'java\tscript:alert(1)' });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toMatch(/^Links must start with http:\/\/ or https:\/\//);
      expect(schema.safeParse({ ...base, fileUrl: 'https://intranet.example.com/erp' }).success).toBe(true);
    }
    expect(SAFE_LINK_MESSAGE).toBe(
      'Links must start with http:// or https://, or be a file stored in this app.',
    );
  });
});
