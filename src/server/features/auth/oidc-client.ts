import { createHmac, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { ROLES, type Role } from '../../../core/schemas/people';
import type { OidcConfig } from '../../config';

/** How long a sign-in may stay at the identity provider before its cookie is refused. */
export const OIDC_FLOW_SECONDS = 10 * 60;
export const OIDC_FLOW_COOKIE = 'pmr_oidc';

/** What a sign-in keeps between leaving for the identity provider and coming back. */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** When it was started (ms): older than OIDC_FLOW_SECONDS is refused as expired. */
  at: number;
}

/** The claims of the ID token a person is made from. */
export interface OidcIdentity {
  subject: string;
  name: string;
  email: string | null;
  claimRole: Role | null;
}

/**
 * The company's identity provider: discovered on first use (a provider that is down does not stop
 * the app from starting; the next sign-in tries again), then the authorization code flow with
 * PKCE, state and nonce through openid-client.
 */
export class OidcClient {
  private config: Promise<client.Configuration> | null = null;
  private readonly key: Buffer;

  constructor(private readonly settings: OidcConfig) {
    this.key = createHmac('sha256', settings.clientSecret).update('pmr-oidc-flow-v1').digest();
  }

  private configuration(): Promise<client.Configuration> {
    this.config ??= client
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        // Plain http only for an issuer on this machine (a test or a local provider).
        isLocalHttp(this.settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.config = null;
        throw error;
      });
    return this.config;
  }

  /** The provider's sign-in page for a new flow, and the flow to keep in a cookie. */
  async start(redirectUri: string): Promise<{ url: URL; flow: OidcFlow }> {
    const config = await this.configuration();
    const flow: OidcFlow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      at: Date.now(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: this.settings.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url, flow };
  }

  /** Exchanges the code the provider sent back for the ID token's person; throws when anything does not check out. */
  async finish(callbackUrl: URL, flow: OidcFlow): Promise<OidcIdentity> {
    const config = await this.configuration();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider sent no ID token.');
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
    const email = text(claims.email)?.toLowerCase() ?? null;
    const name =
      text(claims.name) ??
      ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || null) ??
      text(claims.preferred_username) ??
      email ??
      claims.sub;
    return { subject: claims.sub, name: name.slice(0, 200), email, claimRole: this.roleOf(claims) };
  }

  /** The highest role any value of the role claim maps to (OIDC_ROLE_MAP); null when none does. */
  roleOf(claims: Record<string, unknown>): Role | null {
    const claim = this.settings.roleClaim;
    if (!claim) return null;
    const raw = claims[claim];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
    let best: Role | null = null;
    for (const value of values) {
      const role = this.settings.roleMap.get(value);
      if (role && (!best || ROLES.indexOf(role) > ROLES.indexOf(best))) best = role;
    }
    return best;
  }

  /** The flow as a signed cookie value: only this server can have made it. */
  seal(flow: OidcFlow): string {
    const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The flow of a genuine cookie, 'expired' for one too old, null for anything else. */
  open(value: string | undefined): OidcFlow | 'expired' | null {
    if (!value || value.length > 2000) return null;
    const [body, signature] = value.split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OidcFlow;
      return Date.now() - flow.at > OIDC_FLOW_SECONDS * 1000 ? 'expired' : flow;
    } catch {
      return null;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function isLocalHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
