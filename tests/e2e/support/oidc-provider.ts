import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the test identity provider knows, by the login typed on its sign-in page. */
export interface TestAccount {
  name: string;
  email: string;
  groups: string[];
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Starts answering, once the app's address (for its callback) is known. */
  serve(appUrl: string): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the oidc-provider package, its development sign-in pages) on localhost.
 * It listens first and is configured once the app has started: the app needs the issuer's address
 * to start, the provider the app's callback address to accept it.
 */
export async function startIdentityProvider(
  accounts: Record<string, TestAccount>,
): Promise<TestIdentityProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const clientId = 'process-map-repository';
  const clientSecret = 'test-client-secret-that-is-long-enough';

  return {
    issuer,
    clientId,
    clientSecret,
    serve(appUrl) {
      const callback = `${appUrl}/api/auth/oidc/callback`;
      const configuration: Configuration = {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [callback, callback.replace('127.0.0.1', 'localhost')],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], profile: ['name'], email: ['email'], groups: ['groups'] },
        scopes: ['openid', 'profile', 'email', 'groups'],
        // The app reads name, email and groups from the ID token itself.
        conformIdTokenClaims: false,
        pkce: { required: () => true },
        findAccount: (_ctx, id) => {
          const account = accounts[id];
          if (!account) return undefined;
          return {
            accountId: id,
            claims: async () => ({ sub: id, ...account }),
          };
        },
        // No consent page: the company has approved the app for everyone.
        loadExistingGrant: async (ctx) => {
          const grant = new ctx.oidc.provider.Grant({
            clientId: ctx.oidc.client!.clientId,
            accountId: ctx.oidc.session!.accountId!,
          });
          grant.addOIDCScope('openid profile email groups');
          grant.addOIDCClaims(['name', 'email', 'groups']);
          await grant.save();
          return grant;
        },
      };
      const provider = new Provider(issuer, configuration);
      server.on('request', provider.callback());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
