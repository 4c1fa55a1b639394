import path from 'node:path';
import ipaddr from 'ipaddr.js';

/**
 * The service's configuration: command-line flags over environment over defaults, parsed
 * once and frozen. Nothing else in the code base reads `process.env`.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** PostgreSQL holds all state when set (SVC_DATABASE_URL, --database-url); else SQLite in the data directory. */
  readonly databaseUrl: string | null;
  readonly logLevel: string;
  /** 32-byte key that encrypts client secrets at rest; null means "use the key file". */
  readonly masterKey: Buffer | null;
  /** SVC_ALLOW_INSECURE_CV_URLS=1: cv_pdf_url / cv_csv_url may be http:// on loopback (development). */
  readonly allowInsecureCvUrls: boolean;
  /** SVC_ALLOW_INSECURE_WEBHOOKS=1: webhook URLs may be http:// on loopback (development). */
  readonly allowInsecureWebhooks: boolean;
  /** Seconds between delivery attempts (SVC_WEBHOOK_RETRY_SCHEDULE); attempts = length + 1. */
  readonly webhookRetrySchedule: readonly number[];
  readonly whatsapp: WhatsappConfig;
  /**
   * Which peers may say who the client is (X-Forwarded-For): the reverse proxies' addresses
   * or networks, or a number of proxy hops; false (the default) believes no one.
   */
  readonly trustProxy: false | number | readonly string[];
}

export interface WhatsappConfig {
  readonly mode: 'simulator' | 'cloud';
  readonly baseUrl: string | null;
  readonly phoneNumberId: string | null;
  readonly accessToken: string | null;
  readonly appSecret: string | null;
  readonly verifyToken: string | null;
  /** The approved template for a first contact (SVC_WHATSAPP_TEMPLATE, SVC_WHATSAPP_TEMPLATE_LANGUAGE). */
  readonly template: { readonly name: string; readonly language: string };
  /** Messages sent per second at most (SVC_WHATSAPP_RATE). */
  readonly ratePerSecond: number;
}

/** See docs/events.md for the template to have approved under this name. */
export const DEFAULT_TEMPLATE = { name: 'offre_emploi', language: 'fr' } as const;

/** About eight attempts over about a day (decisions.md). */
export const DEFAULT_RETRY_SCHEDULE = [60, 300, 900, 3600, 10800, 21600, 43200];

export function whatsappConfig(env: NodeJS.ProcessEnv): WhatsappConfig {
  const mode = env.SVC_WHATSAPP_MODE ?? 'simulator';
  if (mode !== 'simulator' && mode !== 'cloud') throw new ConfigError(`SVC_WHATSAPP_MODE must be simulator or cloud, got "${mode}"`);
  const config: WhatsappConfig = {
    mode,
    baseUrl: env.SVC_WHATSAPP_BASE_URL?.replace(/\/+$/, '') ?? null,
    phoneNumberId: env.SVC_WHATSAPP_PHONE_NUMBER_ID ?? null,
    accessToken: env.SVC_WHATSAPP_ACCESS_TOKEN ?? null,
    appSecret: env.SVC_WHATSAPP_APP_SECRET ?? null,
    verifyToken: env.SVC_WHATSAPP_VERIFY_TOKEN ?? null,
    template: { name: env.SVC_WHATSAPP_TEMPLATE || DEFAULT_TEMPLATE.name, language: env.SVC_WHATSAPP_TEMPLATE_LANGUAGE || DEFAULT_TEMPLATE.language },
    ratePerSecond: Number(env.SVC_WHATSAPP_RATE ?? 20),
  };
  if (mode === 'cloud') {
    const missing = (['baseUrl', 'phoneNumberId', 'accessToken', 'appSecret', 'verifyToken'] as const).filter((key) => !config[key]);
    if (missing.length > 0) throw new ConfigError(`SVC_WHATSAPP_MODE=cloud needs ${missing.map((key) => `SVC_WHATSAPP_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`).join(', ')}`);
  }
  if (!Number.isFinite(config.ratePerSecond) || config.ratePerSecond <= 0) throw new ConfigError('SVC_WHATSAPP_RATE must be a positive number');
  // WhatsApp's own rules for template names and language codes (en, fr, pt_BR).
  if (!/^[a-z0-9_]{1,512}$/.test(config.template.name)) throw new ConfigError(`SVC_WHATSAPP_TEMPLATE must be lowercase letters, digits and _, got "${config.template.name}"`);
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(config.template.language)) throw new ConfigError(`SVC_WHATSAPP_TEMPLATE_LANGUAGE must be a code such as fr, en or pt_BR, got "${config.template.language}"`);
  return Object.freeze(config);
}

export function retrySchedule(env: NodeJS.ProcessEnv): number[] {
  const raw = env.SVC_WEBHOOK_RETRY_SCHEDULE;
  if (!raw) return DEFAULT_RETRY_SCHEDULE;
  const values = raw.split(',').map((value) => Number(value.trim()));
  if (values.some((value) => !Number.isFinite(value) || value < 0)) throw new ConfigError('SVC_WEBHOOK_RETRY_SCHEDULE must be seconds, comma-separated, e.g. 1,2,4');
  return values;
}

export interface ConfigFlags {
  port?: string | number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  logLevel?: string;
  trustProxy?: string;
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(flags: ConfigFlags = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(flags.port ?? env.PORT ?? 8080);
  const host = flags.host ?? env.SVC_HOST ?? '127.0.0.1';
  const dataDir = path.resolve(flags.dataDir ?? env.SVC_DATA_DIR ?? './.svc');
  const logLevel = flags.logLevel ?? env.SVC_LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`log level must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const masterKey = env.SVC_MASTER_KEY ? parseMasterKey(env.SVC_MASTER_KEY) : null;
  const databaseUrl = parseDatabaseUrl(flags.databaseUrl ?? env.SVC_DATABASE_URL, masterKey);
  const allowInsecureCvUrls = env.SVC_ALLOW_INSECURE_CV_URLS === '1';
  const allowInsecureWebhooks = env.SVC_ALLOW_INSECURE_WEBHOOKS === '1';
  return Object.freeze({
    port,
    host,
    dataDir,
    databaseUrl,
    logLevel,
    masterKey,
    allowInsecureCvUrls,
    allowInsecureWebhooks,
    webhookRetrySchedule: Object.freeze(retrySchedule(env)),
    whatsapp: whatsappConfig(env),
    trustProxy: parseTrustProxy(flags.trustProxy ?? env.SVC_TRUST_PROXY),
  });
}

/** "10.0.0.0/8,127.0.0.1" or a hop count; "everyone" is not an option: any client could then pick its address. */
function parseTrustProxy(raw: string | undefined): false | number | readonly string[] {
  if (raw === undefined || raw.trim() === '') return false;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const valid = entry.includes('/') ? isValidCidr(entry) : ipaddr.isValid(entry);
    if (!valid) throw new ConfigError(`trust proxy must be addresses or networks, comma-separated (e.g. 127.0.0.1,10.0.0.0/8), or a number of hops, got "${entry}"`);
  }
  return Object.freeze(entries);
}

function isValidCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postgres:// URL, or null for SQLite. Replicas on one database must encrypt secrets
 * with one key, so a key file of one machine's data directory will not do: the key comes
 * from SVC_MASTER_KEY.
 */
function parseDatabaseUrl(raw: string | undefined, masterKey: Buffer | null): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const url = raw.trim();
  if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError('database URL must start with postgres:// or postgresql://');
  if (!masterKey) throw new ConfigError('with a PostgreSQL database, SVC_MASTER_KEY must be set, the same for every replica (docs/deployment.md)');
  return url;
}

/** Where operator commands (keys, taxonomy) find the store, without the rest of the server's configuration. */
export function resolveStore(flags: { dataDir?: string; databaseUrl?: string }, env: NodeJS.ProcessEnv = process.env): { dataDir: string; databaseUrl: string | null; masterKey: Buffer | null } {
  const masterKey = masterKeyFromEnv(env);
  return { dataDir: path.resolve(flags.dataDir ?? env.SVC_DATA_DIR ?? './.svc'), databaseUrl: parseDatabaseUrl(flags.databaseUrl ?? env.SVC_DATABASE_URL, masterKey), masterKey };
}

export function masterKeyFromEnv(env: NodeJS.ProcessEnv = process.env): Buffer | null {
  return env.SVC_MASTER_KEY ? parseMasterKey(env.SVC_MASTER_KEY) : null;
}

function parsePort(value: string | number): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`port must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseMasterKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new ConfigError('SVC_MASTER_KEY must be 32 bytes, as 64 hex characters or base64');
  }
  return key;
}
