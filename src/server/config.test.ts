import { describe, expect, it } from 'vitest';
import { loadConfig, parseAccessCodes, parseRoleMap } from './config';

describe('ACCESS_CODES and OIDC_* configuration', () => {
  it('reads a role before each code; a code without one is an editor’s, as before roles', () => {
    expect(parseAccessCodes('admin:c1, editor:c2,VIEWER:c3,approver:c4,plain,legacy:with:colons')).toEqual([
      { role: 'admin', code: 'c1' },
      { role: 'editor', code: 'c2' },
      { role: 'viewer', code: 'c3' },
      { role: 'approver', code: 'c4' },
      { role: 'editor', code: 'plain' },
      { role: 'editor', code: 'legacy:with:colons' },
    ]);
    expect(parseAccessCodes(' , admin:,')).toEqual([]);
  });

  it('turns codes off only with single sign-on configured', () => {
    expect(() => loadConfig({ ACCESS_CODES: 'off' })).toThrow(/`off` needs single sign-on/);
    const sso = {
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
      OIDC_CLIENT_ID: 'pmr',
      OIDC_CLIENT_SECRET: 's3cret',
    };
    const config = loadConfig({ ...sso, ACCESS_CODES: 'OFF' });
    expect(config).toMatchObject({ accessCodesOff: true, accessCodes: [] });
    expect(config.oidc).toMatchObject({
      issuer: sso.OIDC_ISSUER,
      defaultRole: 'editor',
      roleClaim: undefined,
    });
    expect(() => loadConfig({ OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(
      /set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/,
    );
  });

  it('maps claim values to roles, ignoring pairs it cannot read', () => {
    expect([
      ...parseRoleMap('PMR-Admins=admin, PMR-Viewers=Viewer,=editor,odd,Staff=owner,a=b=editor'),
    ]).toEqual([
      ['PMR-Admins', 'admin'],
      ['PMR-Viewers', 'viewer'],
      ['a=b', 'editor'],
    ]);
  });
});
