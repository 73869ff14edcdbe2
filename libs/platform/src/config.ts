/**
 * Configuration from the environment, validated once at start. Every bad value is reported on a
 * line of its own, and the process refuses to start rather than run half-configured.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absent: probe localhost:5432, else run embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** Absent: probe localhost:6379, else run without jobs. */
  redisUrl?: string;
  /** Set: events live in EventStoreDB and projections catch up in the worker. */
  eventStoreUrl?: string;
  dataDir: string;
  logLevel: string;
  bodyLimitBytes: number;
  consistencyTimeoutMs: number;
  /** Token for the provider's maintenance routes (rebuilds) until the admin area has its own login. */
  adminToken?: string;
  /** Built web client to serve at `/`. */
  webDist?: string;
  /** Where the web app is reached: the base of links in e-mails (verification, password reset, team invites). */
  appUrl: string;
  /** Count `X-Forwarded-For` for client addresses (sign-in throttling, audit): only behind a proxy you run. */
  trustProxy: boolean;
  /** Send the session cookie only over HTTPS (on by default in production). */
  cookieSecure: boolean;
  /** Days a session lasts without use ("Remember me": 30; otherwise the browser session, at most 1 day). */
  sessionDays: number;
  /**
   * Third-party sign-in (Google, OAuth 2.0 authorization code + PKCE, OpenID Connect): the client id and
   * secret, and the issuer whose /.well-known/openid-configuration names the endpoints (a simulator in tests).
   */
  googleClientId?: string;
  googleClientSecret?: string;
  googleIssuer: string;
  /** inline: projections run inside each append's transaction (PostgreSQL only); catch-up: in the worker, from a subscription. */
  projectionMode: 'inline' | 'catch-up';
  /** Where to look for a local PostgreSQL / Redis when no URL is given (tests point these at closed ports to get the embedded mode). */
  localPostgresPort: number;
  localRedisPort: number;
  /** Redis key prefix of the job queues: separate deployments (or test runs) sharing a Redis keep apart. */
  queuePrefix: string;
  /** smtp://user:pass@host:port or smtps://…; absent: e-mail is kept in the mail_outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** Card payments for invoices: the provider's secret key; absent, a simulator on loopback takes its place. */
  paystackSecretKey?: string;
  /** The provider's API. */
  paystackBaseUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, problems: string[], min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`${name}=${JSON.stringify(raw)} must be a whole number from ${min} to ${max}`);
    return fallback;
  }
  return Number(raw);
}

function url(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) {
      problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got ${parsed.protocol}//)`);
    }
  } catch {
    problems.push(`${name}=${JSON.stringify(raw)} is not a valid URL`);
  }
  return raw;
}

function flag(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  problems.push(`${name}=${JSON.stringify(raw)} must be true or false`);
  return fallback;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv))
    problems.push(`NODE_ENV must be development, production or test (got ${JSON.stringify(env.NODE_ENV)})`);
  const logLevel = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel))
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got ${JSON.stringify(logLevel)})`);
  const adminToken = env.ADMIN_TOKEN || undefined;
  if (adminToken !== undefined && adminToken.length < 16) problems.push('ADMIN_TOKEN must be at least 16 characters');
  const config: AppConfig = {
    nodeEnv,
    port: integer(env, 'PORT', 3000, problems, 0, 65535),
    host: env.HOST || '127.0.0.1',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], problems),
    eventStoreUrl: url(env, 'EVENTSTORE_URL', ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrentdb+discover:', 'kdb:'], problems),
    dataDir: env.DATA_DIR || './data',
    logLevel,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, problems, 1024),
    consistencyTimeoutMs: integer(env, 'CONSISTENCY_TIMEOUT_MS', 5000, problems, 1, 60_000),
    adminToken,
    webDist: env.WEB_DIST || undefined,
    appUrl: (env.APP_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ''),
    trustProxy: flag(env, 'TRUST_PROXY', false, problems),
    cookieSecure: flag(env, 'COOKIE_SECURE', nodeEnv === 'production', problems),
    sessionDays: integer(env, 'SESSION_DAYS', 30, problems, 1, 365),
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    googleIssuer: (url(env, 'GOOGLE_ISSUER', ['https:', 'http:'], problems) ?? 'https://accounts.google.com').replace(/\/+$/, ''),
    projectionMode: env.EVENTSTORE_URL ? 'catch-up' : 'inline',
    localPostgresPort: integer(env, 'LOCAL_POSTGRES_PORT', 5432, problems, 1, 65535),
    localRedisPort: integer(env, 'LOCAL_REDIS_PORT', 6379, problems, 1, 65535),
    queuePrefix: env.QUEUE_PREFIX || 'ledgerline',
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems),
    mailFrom: env.MAIL_FROM || 'Ledgerline <no-reply@ledgerline.local>',
    paystackSecretKey: env.PAYSTACK_SECRET_KEY || undefined,
    paystackBaseUrl: (url(env, 'PAYSTACK_BASE_URL', ['https:', 'http:'], problems) ?? 'https://api.paystack.co').replace(/\/+$/, ''),
  };
  if (config.paystackSecretKey !== undefined && !/^sk_(test|live)_[A-Za-z0-9]+$/.test(config.paystackSecretKey)) {
    problems.push('PAYSTACK_SECRET_KEY must look like sk_test_… or sk_live_…');
  }
  if (env.APP_URL && !/^https?:\/\//.test(env.APP_URL)) problems.push(`APP_URL must start with http:// or https:// (got ${JSON.stringify(env.APP_URL)})`);
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(config.queuePrefix)) problems.push('QUEUE_PREFIX must be 1 to 40 letters, digits, _ or -');
  const mode = env.PROJECTION_MODE;
  if (mode !== undefined && mode !== '') {
    if (mode !== 'inline' && mode !== 'catch-up') problems.push(`PROJECTION_MODE must be inline or catch-up (got ${JSON.stringify(mode)})`);
    else if (mode === 'inline' && config.eventStoreUrl)
      problems.push('PROJECTION_MODE=inline needs the PostgreSQL event store: unset EVENTSTORE_URL or use catch-up');
    else config.projectionMode = mode;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** For a process's main(): the configuration, or every problem printed and exit code 1. */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
