import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_FIELD_SERVICE_PRODUCT } from '../core/rules/significance';
import { type Role, RoleSchema } from '../core/schemas/people';

/**
 * MAX_IMPORT_MB's default. A generated 10,000-process repository exports 43.5 MB of data tables
 * (5.8 MB zipped); stored files are read one at a time. 512 MB unpacked, with 64 MB for the tables
 * and for any one entry, imports it with room to spare while a zip bomb is refused early.
 */
export const DEFAULT_MAX_IMPORT_MB = 512;

const boolFromEnv = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : !/^(0|false|no|off)$/i.test(v)));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres://'),
  ACCESS_CODES: z.string().optional(),
  OIDC_ISSUER: z.url({ error: "OIDC_ISSUER must be the identity provider's URL" }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ROLE_CLAIM: z.string().min(1).optional(),
  OIDC_ROLE_MAP: z.string().optional(),
  OIDC_DEFAULT_ROLE: RoleSchema.default('editor'),
  OIDC_SCOPES: z.string().min(1).default('openid profile email'),
  COMPANY_NAME: z.string().default('Building Solutions Group'),
  DEMO_DATA: boolFromEnv,
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  MAX_IMPORT_MB: z.coerce
    .number()
    .min(1)
    .max(16 * 1024)
    .default(DEFAULT_MAX_IMPORT_MB),
  COOKIE_SECURE: boolFromEnv,
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .refine((v) => !v || /^https?:\/\/[^/]+\/?$/.test(v), 'PUBLIC_ORIGIN must look like https://host[:port]'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_GLOBAL_MAX_FAILURES: z.coerce.number().int().positive().default(100),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  EXPORT_TIMEOUT_SECONDS: z.coerce
    .number()
    .positive()
    .max(24 * 60 * 60)
    .default(15 * 60),
  FIELD_SERVICE_PRODUCT: z.string().trim().min(1).max(100).default(DEFAULT_FIELD_SERVICE_PRODUCT),
  /** Notification e-mails go through this server (smtp://user:pass@host:587); unset: the inbox only. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://'),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  ALLOW_SELF_APPROVAL: boolFromEnv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The codes of ACCESS_CODES with their roles (`admin:c1,editor:c2,viewer:c3`; a code without a
   * prefix is an editor's). Empty means "generate one and keep it in DATA_DIR", unless codes are
   * off.
   */
  accessCodes: RoleCode[];
  /** ACCESS_CODES=off: only single sign-on signs in (refused at start without OIDC_*). */
  accessCodesOff: boolean;
  oidc: OidcConfig | undefined;
  companyName: string;
  demoData: boolean;
  maxUploadBytes: number;
  /**
   * What an imported archive may unpack to (MAX_IMPORT_MB); one entry, and its data tables
   * together, an eighth of it. A workbook unpacks to a sixteenth of it at most.
   */
  maxImportBytes: number;
  cookieSecure: boolean;
  /** The origin users open (PUBLIC_ORIGIN); unset: the request's Host, https when cookies are Secure. */
  publicOrigin: string | undefined;
  sessionIdleMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  /** Failed sign-ins from browsers never signed in before, all addresses together, per window. */
  loginGlobalMaxFailures: number;
  logLevel: string;
  /** SMTP_URL and MAIL_FROM: notification e-mails, when set. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /**
   * The longest one Export All download may take (EXPORT_TIMEOUT_SECONDS): it reads one snapshot,
   * which PostgreSQL keeps for it in an open transaction and PGlite in pinned stored files, so a
   * download that stalls is broken off then and lets go of them.
   */
  exportTimeoutMs: number;
  /** The field-service app's name: Auto significance marks To-Be lines that mention it (spec §4). */
  fieldServiceProduct: string;
  /**
   * ALLOW_SELF_APPROVAL: an approver may approve a review of their own change (off by default;
   * see features/reviews/own-change.ts for what counts as one).
   */
  allowSelfApproval: boolean;
  /** Where the built client lives; absent in API tests. */
  clientDir: string | undefined;
}

export interface RoleCode {
  role: Role;
  code: string;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** The ID token claim holding the person's groups or roles (OIDC_ROLE_CLAIM); unset: roles are set on the admin screen. */
  roleClaim: string | undefined;
  /** Claim value → role (OIDC_ROLE_MAP `group=role,…`); the highest role any value maps to wins. */
  roleMap: Map<string, Role>;
  /** The role of a first sign-in when the claim maps to none (OIDC_DEFAULT_ROLE). */
  defaultRole: Role;
}

const ROLE_PREFIX = /^(viewer|editor|approver|admin):(.*)$/i;

/** `admin:c1,editor:c2,c3` → codes with roles; an unprefixed code is an editor's. */
export function parseAccessCodes(raw: string): RoleCode[] {
  return raw
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((entry) => {
      const m = ROLE_PREFIX.exec(entry);
      return m
        ? { role: m[1]!.toLowerCase() as Role, code: m[2]!.trim() }
        : { role: 'editor' as const, code: entry };
    })
    .filter((c) => c.code !== '');
}

/** `Process-Admins=admin,Staff=editor` → claim value → role. */
export function parseRoleMap(raw: string | undefined): Map<string, Role> {
  const map = new Map<string, Role>();
  for (const pair of (raw ?? '').split(',')) {
    const at = pair.lastIndexOf('=');
    if (at <= 0) continue;
    const role = RoleSchema.safeParse(
      pair
        .slice(at + 1)
        .trim()
        .toLowerCase(),
    );
    if (role.success) map.set(pair.slice(0, at).trim(), role.data);
  }
  return map;
}

function oidcConfig(e: z.infer<typeof EnvSchema>): OidcConfig | undefined {
  const set = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (set === 0) return undefined;
  if (set < 3)
    throw new Error(
      'Invalid configuration:\n  OIDC: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together',
    );
  return {
    issuer: e.OIDC_ISSUER!,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    scopes: e.OIDC_SCOPES,
    roleClaim: e.OIDC_ROLE_CLAIM,
    roleMap: parseRoleMap(e.OIDC_ROLE_MAP),
    defaultRole: e.OIDC_DEFAULT_ROLE,
  };
}

/** Every environment variable the server reads, parsed and validated in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const accessCodesOff = /^\s*off\s*$/i.test(e.ACCESS_CODES ?? '');
  const oidc = oidcConfig(e);
  if (accessCodesOff && !oidc) {
    throw new Error(
      'Invalid configuration:\n  ACCESS_CODES: `off` needs single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    accessCodes: accessCodesOff ? [] : parseAccessCodes(e.ACCESS_CODES ?? ''),
    accessCodesOff,
    oidc,
    companyName: e.COMPANY_NAME,
    demoData: e.DEMO_DATA ?? true,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    maxImportBytes: Math.round(e.MAX_IMPORT_MB * 1024 * 1024),
    cookieSecure: e.COOKIE_SECURE ?? false,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_SECONDS * 1000,
    loginGlobalMaxFailures: e.LOGIN_GLOBAL_MAX_FAILURES,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? (e.SMTP_URL ? 'Process Map Repository <no-reply@localhost>' : undefined),
    exportTimeoutMs: Math.max(1, Math.round(e.EXPORT_TIMEOUT_SECONDS * 1000)),
    fieldServiceProduct: e.FIELD_SERVICE_PRODUCT,
    allowSelfApproval: e.ALLOW_SELF_APPROVAL ?? false,
    clientDir: undefined,
  };
}
