import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { UNPAID_HOLDS_PER_BUYER_DEFAULT } from '@guildhall/contracts';
import { trustProxySchema, type TrustProxy } from './trust-proxy';

export const DEFAULT_ADMIN_SECRET = 'guildhall-dev-secret';
const DEV_PORTS = [8080, 8081, 8082, 8083, 8084];
const DEFAULT_CORS_ORIGINS = DEV_PORTS.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
const JWT_SECRET_MIN_LENGTH = 32;
/** In production only: the admin secret key is guessed online, so it must be long (a passphrase, or random). */
export const ADMIN_SECRET_MIN_LENGTH = 24;

const DURATION_UNITS_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** '900', '15m', '30d' -> seconds. */
const durationSchema = z
  .string()
  .trim()
  .regex(/^\d+[smhd]?$/, 'must be a number of seconds or a duration such as 15m, 12h, 30d')
  .transform((text) => {
    const unit = (text.match(/[smhd]$/)?.[0] ?? 's') as keyof typeof DURATION_UNITS_SECONDS;
    return Number.parseInt(text, 10) * DURATION_UNITS_SECONDS[unit];
  })
  .refine((seconds) => seconds > 0, 'must be positive');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  SHELL_PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  PUBLIC_HOST: z.string().min(1).default('localhost'),
  // Loopback by default: a development server with demo accounts should not be reachable from the network.
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url().optional(),
  // Behind a reverse proxy: whose X-Forwarded-* headers give the client's address, protocol and host.
  TRUST_PROXY: trustProxySchema.optional(),
  // Rate limits and the per-account sign-in throttle counted in Redis, shared by every instance (in memory without).
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  // Put before every key the API writes in Redis: instances of one site share it, other sites (or tests) do not.
  REDIS_PREFIX: z.string().trim().min(1).max(100).default('guildhall:'),
  DATA_DIR: z.string().min(1).default(path.resolve(__dirname, '../../data')),
  JWT_SECRET: z.string().min(JWT_SECRET_MIN_LENGTH, `must be at least ${JWT_SECRET_MIN_LENGTH} characters`).optional(),
  ADMIN_SECRET: z.string().min(1).default(DEFAULT_ADMIN_SECRET),
  ACCESS_TOKEN_TTL: durationSchema.default(15 * 60),
  REFRESH_TOKEN_TTL: durationSchema.default(30 * 86_400),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  // Wrong passwords in a row for one account (whatever the address) before its sign-in pauses (docs/choices.md).
  SIGN_IN_LOCKOUT_FAILURES: z.coerce.number().int().positive().default(5),
  // Password-reset or LPU ID e-mails (each kind) one address may receive in an hour.
  RECIPIENT_MAIL_LIMIT: z.coerce.number().int().positive().default(3),
  ORDER_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  VERIFY_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  // Unpaid seats one buyer (LPU ID, e-mail, device; a network: at least this many) may hold per event at once.
  UNPAID_HOLDS_PER_BUYER: z.coerce.number().int().positive().default(UNPAID_HOLDS_PER_BUYER_DEFAULT),
  // Uploaded files: DATA_DIR/uploads served by the API at UPLOADS_PUBLIC_URL, or an S3-compatible bucket when
  // S3_BUCKET is set (then S3_ENDPOINT and the keys are needed too): served from S3_PUBLIC_URL, the bucket's public
  // base URL, when set, else streamed by the API at UPLOADS_PUBLIC_URL (docs/choices.md, "Uploads on S3-compatible
  // storage").
  UPLOADS_PUBLIC_URL: z.string().min(1).default('/uploads'),
  // Mail: an SMTP server (smtp://user:pass@host:587, smtps://...) or, unset, .eml files in DATA_DIR/mail.
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Guildhall <no-reply@guildhall.test>'),
  // Where links in e-mails point (the shell's origin).
  PUBLIC_APP_URL: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  // Path-style addresses (endpoint/bucket/key), which S3-compatible servers expect; false: bucket.endpoint/key.
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  // Payments: Cashfree with these keys (CASHFREE_ENV sandbox or production; CASHFREE_BASE_URL overrides the host).
  // Without keys the local Cashfree-compatible sandbox on CASHFREE_SANDBOX_PORT is used (never in production).
  CASHFREE_CLIENT_ID: z.string().min(1).optional(),
  CASHFREE_CLIENT_SECRET: z.string().min(1).optional(),
  CASHFREE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  CASHFREE_BASE_URL: z.url().optional(),
  CASHFREE_SANDBOX_PORT: z.coerce.number().int().min(1).max(65_535).default(8085),
  // The local sandbox on a server others can reach (a demo on a network): anyone there can mark an order paid.
  ALLOW_SANDBOX_PAYMENTS: z.stringbool().default(false),
  // Demo members, events and posts in an empty database: by default everywhere but production, whose first admin
  // comes from `npm run admin:create`.
  SEED_DEMO_DATA: z.stringbool().optional(),
  CORS_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .optional(),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  /** Whose X-Forwarded-For/-Proto/-Host to believe (docs/choices.md, "Several instances"). */
  trustProxy: TrustProxy;
  /** Unset: every limit is counted in this process's memory. */
  redis?: RedisConfig;
  dataDir: string;
  jwtSecret: string;
  adminSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Sign-in attempts allowed per IP and minute. */
  loginRateLimit: number;
  /** Public form submissions (contact, join, password-reset e-mail) allowed per IP in 10 minutes. */
  formRateLimit: number;
  /**
   * Per account, admin name and the admin secret key (not per address): after `failures` wrong passwords in a row,
   * blocked for `firstBlockMs`, then twice as long at each further failure, up to `maxBlockMs`.
   */
  signInLockout: { failures: number; firstBlockMs: number; maxBlockMs: number };
  /** Password-reset, LPU ID and e-mail confirmation e-mails of one kind an address may receive in an hour. */
  recipientMailLimit: number;
  /** Ticket orders (create-order) per IP and event a minute; per IP over all events, 3 times as many. */
  orderRateLimit: number;
  /** Unpaid seats one buyer may hold per event at once (docs/choices.md, "Tickets and payments"). */
  unpaidHoldsPerBuyer: number;
  /** Payment checks (verify, checkout-opened) per IP a minute. */
  verifyRateLimit: number;
  corsOrigins: string[];
  uploads: UploadsConfig;
  mail: MailConfig;
  /** The site's public origin, for links in e-mails and payment return URLs. */
  publicAppUrl: string;
  /** Fill an empty database with the demo accounts, events and posts when the server starts. */
  seedDemoData: boolean;
  /** null: production without Cashfree keys, where ticket sales are off (never sandbox payments in production). */
  payments: PaymentsConfig | null;
}

export interface RedisConfig {
  url: string;
  /** Before every key (`guildhall:` by default). */
  prefix: string;
}

/** Where the API's Cashfree client points: the real provider, or the local sandbox (no keys set). */
export type PaymentsConfig = {
  /** REST base URL, ending in /pg. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
} & (
  | { provider: 'cashfree'; mode: 'sandbox' | 'production' }
  | {
      provider: 'local-sandbox';
      /** Where the sandbox listens (the start scripts start it) and where browsers reach its checkout page. */
      port: number;
      publicUrl: string;
    }
);

/** The local sandbox's keys: nothing secret, it moves no money. */
export const LOCAL_SANDBOX_KEYS = { clientId: 'guildhall-local', clientSecret: 'guildhall-local-sandbox-secret' };

export interface MailConfig {
  from: string;
  /** Unset: e-mails are written to `dir` as .eml files (development). */
  smtpUrl?: string;
  dir: string;
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket's objects; unset, the API streams them at `UploadsConfig.publicUrl`. */
  publicUrl?: string;
  /** `endpoint/bucket/key` addresses rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export interface UploadsConfig {
  /** Local folder of uploaded files (used when `s3` is absent). */
  dir: string;
  /** URL prefix the API serves files under: local files, or a bucket's when it has no public URL of its own. */
  publicUrl: string;
  s3?: S3Config;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid API configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production) checkProductionAdminSecret(vars.ADMIN_SECRET);
  const dataDir = path.resolve(vars.DATA_DIR);
  const payments = paymentsConfig(vars, production);
  const publicAppUrl = (vars.PUBLIC_APP_URL ?? `http://${vars.PUBLIC_HOST}:${vars.SHELL_PORT}`).replace(/\/+$/, '');
  if (!production) refuseDevelopmentStandInsWhenReachable(vars, publicAppUrl, payments);
  return {
    production,
    port: vars.API_PORT,
    host: vars.API_HOST,
    databaseUrl: vars.DATABASE_URL,
    trustProxy: vars.TRUST_PROXY ?? { kind: 'none' },
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, prefix: vars.REDIS_PREFIX } : undefined,
    dataDir,
    jwtSecret: vars.JWT_SECRET ?? developmentJwtSecret(production, dataDir),
    adminSecret: vars.ADMIN_SECRET,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL,
    loginRateLimit: vars.LOGIN_RATE_LIMIT,
    formRateLimit: vars.FORM_RATE_LIMIT,
    signInLockout: { failures: vars.SIGN_IN_LOCKOUT_FAILURES, firstBlockMs: 60_000, maxBlockMs: 3_600_000 },
    recipientMailLimit: vars.RECIPIENT_MAIL_LIMIT,
    orderRateLimit: vars.ORDER_RATE_LIMIT,
    unpaidHoldsPerBuyer: vars.UNPAID_HOLDS_PER_BUYER,
    verifyRateLimit: vars.VERIFY_RATE_LIMIT,
    corsOrigins: vars.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS,
    uploads: { dir: path.join(dataDir, 'uploads'), publicUrl: vars.UPLOADS_PUBLIC_URL, s3: s3Config(vars) },
    mail: { from: vars.MAIL_FROM, smtpUrl: vars.SMTP_URL, dir: path.join(dataDir, 'mail') },
    payments,
    publicAppUrl,
    seedDemoData: vars.SEED_DEMO_DATA ?? !production,
  };
}

function checkProductionAdminSecret(secret: string): void {
  if (secret === DEFAULT_ADMIN_SECRET) {
    throw new Error('ADMIN_SECRET must be set to a private value in production (the development default is public).');
  }
  if (secret.length < ADMIN_SECRET_MIN_LENGTH) {
    throw new Error(
      `ADMIN_SECRET must be at least ${ADMIN_SECRET_MIN_LENGTH} characters in production (it has ${secret.length}): ` +
        'use a long passphrase or `openssl rand -base64 24`.',
    );
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const LOCAL_URL_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Fail closed: without NODE_ENV=production the server runs with the public development admin secret, a JWT secret
 * generated into DATA_DIR and the local payment sandbox (where anyone marks an order paid). That is for a developer's
 * own machine; listening beyond loopback (API_HOST) or serving a public address (PUBLIC_APP_URL) with any of them
 * refuses to start, naming what to set.
 */
function refuseDevelopmentStandInsWhenReachable(
  vars: z.output<typeof envSchema>,
  publicAppUrl: string,
  payments: PaymentsConfig | null,
): void {
  const reachableBy = [
    LOOPBACK_HOSTS.has(vars.API_HOST) ? null : `API_HOST is ${vars.API_HOST}`,
    LOCAL_URL_HOSTS.has(URL.parse(publicAppUrl)?.hostname ?? '') ? null : `PUBLIC_APP_URL is ${publicAppUrl}`,
  ].filter((reason) => reason !== null);
  if (reachableBy.length === 0) return;
  const toSet = [
    vars.ADMIN_SECRET === DEFAULT_ADMIN_SECRET ? 'ADMIN_SECRET (the development default is public)' : null,
    vars.JWT_SECRET ? null : `JWT_SECRET (at least ${JWT_SECRET_MIN_LENGTH} random characters)`,
    payments?.provider === 'local-sandbox' && !vars.ALLOW_SANDBOX_PAYMENTS
      ? 'CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET, or ALLOW_SANDBOX_PAYMENTS=true to let anyone mark an order paid'
      : null,
  ].filter((variable) => variable !== null);
  if (toSet.length === 0) return;
  throw new Error(
    `Refusing to start with development secrets where others can reach the server (${reachableBy.join(', ')}; ` +
      `not loopback or localhost). Set ${toSet.join('; ')}. Or keep API_HOST and PUBLIC_APP_URL on this machine.`,
  );
}

// `FOO=` in a .env file means "not set", not "set to the empty string".
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Persisted in DATA_DIR so that development tokens survive restarts. */
function developmentJwtSecret(production: boolean, dataDir: string): string {
  if (production) throw new Error('JWT_SECRET must be set in production (at least 32 random characters).');
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function s3Config(vars: z.output<typeof envSchema>): S3Config | undefined {
  if (!vars.S3_BUCKET) return undefined;
  const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = vars;
  if (!S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid API configuration: S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
    );
  }
  return {
    endpoint: S3_ENDPOINT,
    region: vars.S3_REGION,
    bucket: vars.S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: S3_PUBLIC_URL?.replace(/\/+$/, ''),
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
  };
}

function paymentsConfig(vars: z.output<typeof envSchema>, production: boolean): PaymentsConfig | null {
  const { CASHFREE_CLIENT_ID: clientId, CASHFREE_CLIENT_SECRET: clientSecret, CASHFREE_ENV: mode } = vars;
  if (clientId && clientSecret) {
    const host = mode === 'production' ? 'https://api.cashfree.com' : 'https://sandbox.cashfree.com';
    const baseUrl = (vars.CASHFREE_BASE_URL ?? `${host}/pg`).replace(/\/+$/, '');
    return { provider: 'cashfree', mode, baseUrl, clientId, clientSecret };
  }
  if (clientId || clientSecret)
    throw new Error('Invalid API configuration: set both CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET, or neither.');
  if (production) return null;
  const port = vars.CASHFREE_SANDBOX_PORT;
  return {
    provider: 'local-sandbox',
    baseUrl: `http://127.0.0.1:${port}/pg`,
    port,
    publicUrl: `http://${vars.PUBLIC_HOST}:${port}`,
    ...LOCAL_SANDBOX_KEYS,
  };
}
