import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  type MonriConfig,
  type MonriEnv,
  monriConfigFrom,
  monriEnv,
} from './modules/payments/providers/monri-config.ts';
import type { VapidKeys } from './platform/push/push-sender.ts';
import { defaultVapidSubject, vapidKeysFrom } from './platform/push/vapid-keys.ts';

/** The spellings a yes/no variable accepts, in any case; anything else refuses to start. */
export const booleanSpellings = { true: ['true', '1', 'yes', 'on'], false: ['false', '0', 'no', 'off'] };

/** A yes/no variable: every one (DEMO_DATA, TRUST_PROXY, S3_FORCE_PATH_STYLE) is parsed by this. */
const booleanVariable = () =>
  z.stringbool({ truthy: booleanSpellings.true, falsy: booleanSpellings.false, case: 'insensitive' });

const port = () => z.coerce.number().int().min(0).max(65535);

/**
 * Every environment variable the api reads, parsed once. Nothing else reads process.env: main.ts,
 * the api's scripts and `npm start` (scripts/start.ts) all take their settings from loadConfig.
 * With no variables at all the api runs the embedded default: PGlite in DATA_DIR, photos on
 * local disk, mail and SMS into the development mailbox.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: port().default(4000),
  API_HOST: z.string().default('0.0.0.0'),
  /** Where `npm start` serves the web; only the default of PUBLIC_WEB_URL depends on it. */
  WEB_PORT: port().default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Krov <no-reply@krov.ba>'),
  /** Default: http://localhost:WEB_PORT. */
  PUBLIC_WEB_URL: z.string().url().optional(),
  /** Default: http://localhost:API_PORT. */
  PUBLIC_API_URL: z.string().url().optional(),
  COOKIE_DOMAIN: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  /** Web Push application server keys (base64url; `npx web-push generate-vapid-keys`); unset: a pair made once in DATA_DIR/vapid-keys.json. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** mailto: or https: contact for the push services; default mailto: the address of MAIL_FROM. */
  VAPID_SUBJECT: z.string().optional(),
  DEMO_DATA: booleanVariable().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INFOBIP_BASE_URL: z.string().url().optional(),
  INFOBIP_API_KEY: z.string().optional(),
  INFOBIP_SENDER: z.string().default('Krov'),
  TRUST_PROXY: booleanVariable().default(false),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1000).default(1),
  /** Seconds a listing's public JSON is reused (the property page, search pages); 0 turns it off. */
  LISTING_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Seconds a search's total is reused for the same filters; 0 turns it off. */
  SEARCH_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** KM for 30 days of a private user's listing; unset: 10 / 5 (paid through the sandbox outside production). */
  LISTING_FEE_SELL: z.coerce.number().min(0).max(100_000).optional(),
  LISTING_FEE_RENT: z.coerce.number().min(0).max(100_000).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanVariable().optional(),
  ...monriEnv.shape,
});

export interface Config {
  /** Web Push keys; every browser subscription is bound to the public key, so it must not change. */
  vapid: VapidKeys;
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The port `npm start` gives the web (next start -p). */
  webPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicWebUrl: string;
  publicApiUrl: string;
  cookieDomain: string | undefined;
  /** Cookies are Secure unless the api is served over plain http (development on localhost). */
  secureCookies: boolean;
  authSecret: string;
  demoData: boolean;
  /** The development mailbox replaces SMTP (and SMS) only when no SMTP is configured, never in production. */
  devMailbox: boolean;
  /** /dev/clock and /dev/jobs: moving time and running periodic jobs by hand; never in production. */
  devTools: boolean;
  logLevel: string;
  infobip: { baseUrl: string; apiKey: string; sender: string } | undefined;
  trustProxy: boolean;
  /**
   * KM a private user pays to publish or renew a listing for 30 days, by listing type (the price
   * list, DECISIONS.md; in development paid through the sandbox). A fee of 0 lists at once.
   */
  listingFees: { sell: number; rent: number };
  /** Photos in an S3-compatible bucket; undefined keeps them on local disk (DATA_DIR/uploads). */
  s3: S3Config | undefined;
  /** Monri WebPay takes the payments; undefined: the sandbox provider served by this api (never in production). */
  monri: MonriConfig | undefined;
  /** argon2 cost; tests lower it, nothing else should. */
  passwordHashing: { memoryCost: number; timeCost: number };
  /** Multiplies every rate limit; tests of other behaviour raise it, the rate-limit tests keep 1. */
  rateLimitScale: number;
  /** How long a listing's public JSON is reused; 0: never (the bench measures without it). */
  listingCacheMs: number;
  /** How long a search's total is reused for the same filters; 0: never (the bench measures without it). */
  searchCountCacheMs: number;
}

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** A configuration the api refuses to start with; the message names the variables and says why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DEMO_DATA=` in a shell or a compose file) means unset, as everywhere.
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(set);
  if (!result.success) throw new ConfigError(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  const production = parsed.NODE_ENV === 'production';
  if (production && !parsed.AUTH_SECRET) throw new ConfigError('AUTH_SECRET is required in production');
  // Production has no development mailbox: without real senders, codes would silently go nowhere.
  if (production && !(parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY)) {
    // Several instances would each make their own pair, and browsers subscribe to one.
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production');
  }
  if (production && !parsed.SMTP_URL) throw new ConfigError('SMTP_URL is required in production');
  if (production && !(parsed.INFOBIP_BASE_URL && parsed.INFOBIP_API_KEY)) {
    throw new ConfigError('INFOBIP_BASE_URL and INFOBIP_API_KEY are required in production');
  }
  const monri = monriOf(parsed);
  // The sandbox takes no money and publishes what it is told: production pays through Monri.
  if (production && !monri) {
    throw new ConfigError(
      'MONRI_KEY, MONRI_AUTHENTICITY_TOKEN and MONRI_ENDPOINT are required in production',
    );
  }
  const publicApiUrl = parsed.PUBLIC_API_URL ?? `http://localhost:${parsed.API_PORT}`;
  return {
    env: parsed.NODE_ENV,
    port: parsed.API_PORT,
    host: parsed.API_HOST,
    webPort: parsed.WEB_PORT,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicWebUrl: (parsed.PUBLIC_WEB_URL ?? `http://localhost:${parsed.WEB_PORT}`).replace(/\/$/, ''),
    publicApiUrl: publicApiUrl.replace(/\/$/, ''),
    cookieDomain: parsed.COOKIE_DOMAIN,
    secureCookies: new URL(publicApiUrl).protocol === 'https:',
    authSecret: parsed.AUTH_SECRET ?? localSecret(dataDir),
    vapid: vapidConfig(parsed, dataDir),
    demoData: parsed.DEMO_DATA ?? !production,
    devMailbox: !parsed.SMTP_URL && !production,
    devTools: !production,
    logLevel: parsed.LOG_LEVEL,
    infobip:
      parsed.INFOBIP_BASE_URL && parsed.INFOBIP_API_KEY
        ? { baseUrl: parsed.INFOBIP_BASE_URL, apiKey: parsed.INFOBIP_API_KEY, sender: parsed.INFOBIP_SENDER }
        : undefined,
    trustProxy: parsed.TRUST_PROXY,
    listingFees: {
      sell: parsed.LISTING_FEE_SELL ?? 10,
      rent: parsed.LISTING_FEE_RENT ?? 5,
    },
    s3: s3Config(parsed),
    monri,
    passwordHashing: { memoryCost: 19456, timeCost: 2 },
    rateLimitScale: parsed.RATE_LIMIT_SCALE,
    listingCacheMs: parsed.LISTING_CACHE_SECONDS * 1000,
    searchCountCacheMs: parsed.SEARCH_COUNT_CACHE_SECONDS * 1000,
  };
}

/** Monri's variables, all or none (a half-configured gateway stops the start with its reason). */
function monriOf(parsed: MonriEnv): MonriConfig | undefined {
  try {
    return monriConfigFrom(parsed);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * For the programs that start from the configuration (main.ts, the api's scripts, `npm start`):
 * a refused configuration prints its reason, without a stack, and exits 1 before anything starts.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * The environment of a program started from here (npm start's api and web, the web's build): this
 * process's own, passed on unread, with the given variables set. Here because only this file
 * touches process.env.
 */
export function childEnvironment(set: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...set };
}

/**
 * The settings npm start resolved, as the variables the api and the web read: both children then
 * see the same ports, folder and addresses (the web reads PUBLIC_API_URL and PUBLIC_WEB_URL).
 */
export function resolvedVariables(config: Config): Record<string, string> {
  return {
    API_PORT: String(config.port),
    WEB_PORT: String(config.webPort),
    DATA_DIR: config.dataDir,
    PUBLIC_WEB_URL: config.publicWebUrl,
    PUBLIC_API_URL: config.publicApiUrl,
  };
}

/**
 * S3 storage needs the bucket and both keys. Some of them without the rest is a mistake, not a
 * wish for local disk: photos would silently land on a disk a redeploy throws away.
 */
function s3Config(parsed: z.infer<typeof envSchema>): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = parsed;
  if (S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return {
      endpoint: S3_ENDPOINT,
      region: parsed.S3_REGION,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      // S3-compatible services (MinIO, s3rver…) mostly serve buckets by path; AWS by host name.
      forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? Boolean(S3_ENDPOINT),
    };
  }
  if (S3_ENDPOINT || S3_BUCKET || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  }
  return undefined;
}

/** The Web Push keys: configured, or made once into DATA_DIR (platform/push/vapid-keys.ts). */
function vapidConfig(parsed: z.infer<typeof envSchema>, dataDir: string): VapidKeys {
  try {
    return vapidKeysFrom({
      publicKey: parsed.VAPID_PUBLIC_KEY,
      privateKey: parsed.VAPID_PRIVATE_KEY,
      subject: parsed.VAPID_SUBJECT,
      defaultSubject: defaultVapidSubject(parsed.MAIL_FROM),
      dataDir,
    });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Outside production a secret is made once and kept in DATA_DIR, so sessions survive a restart
 * of `npm start` without asking a new user to configure anything.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
