// oidc-provider ships no types (and @types/oidc-provider is not installed): the little the test
// identity provider uses, typed here.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  interface Context {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string };
    };
  }
  export interface Configuration {
    clients: Record<string, unknown>[];
    claims: Record<string, string[]>;
    scopes: string[];
    conformIdTokenClaims: boolean;
    pkce: { required: () => boolean };
    findAccount: (
      ctx: Context,
      id: string,
    ) => { accountId: string; claims: () => Promise<Record<string, unknown>> } | undefined;
    loadExistingGrant: (ctx: Context) => Promise<Grant>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: new (init: {
      clientId: string;
      accountId: string;
    }) => Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
