import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An upload no shipment or problem parcel links after this long is purged (features/attachments/upload-purge.ts). */
export const UNLINKED_UPLOAD_TTL_HOURS = 24;

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A real PostgreSQL server; without it the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL: register list reads and CSV exports go there. */
  DATABASE_READ_URL: z.string().url().optional(),
  /**
   * The proxies in front (comma-separated addresses or CIDRs, e.g. 127.0.0.1): their
   * X-Forwarded-For gives the client address the sign-in throttle counts by.
   */
  TRUST_PROXY: z.string().trim().min(1).optional(),
  /** On SIGTERM: how long requests in flight may take to finish before the instance exits. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** Bearer token that opens `/metrics` on the API port (without it, and without METRICS_PORT, metrics are off). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A separate port (e.g. reachable only inside the cluster) serving `/metrics` without a token. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address METRICS_PORT listens on: loopback unless the operator opens it (e.g. 0.0.0.0 in a pod). */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Where the embedded database (and uploads later) are kept. */
  DATA_DIR: z.string().default('./data'),
  /** Seed the demo users and data. Defaults to on for the embedded database, off for a server. */
  DEMO: booleanFlag.optional(),
  /** With the demo data: its couriers report positions along their routes of today every 10 s (issue 27). */
  DEMO_MOVE: booleanFlag.optional(),
  /** HMAC secret for id tokens; when absent one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .max(90 * 86_400)
    .default(30 * 86_400),
  /** Failed sign-ins allowed before further attempts are refused for a growing pause. */
  LOGIN_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  /** Failed sign-ins from one client address over all logins before that address is paused. */
  LOGIN_ADDRESS_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(10_000).default(20),
  /** SMS identification codes one visit may be sent in the window. */
  SMS_CODES_PER_VISIT: z.coerce.number().int().min(1).max(100).default(3),
  /** SMS identification codes one phone may be sent in the window, over all visits. */
  SMS_CODES_PER_PHONE: z.coerce.number().int().min(1).max(1000).default(5),
  SMS_CODE_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** How long an SMS identification code is accepted. */
  SMS_CODE_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** Route builds one instance runs at once; one less than its cores (at least one) when absent. */
  ROUTE_BUILD_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Route builds one user may have queued or running at once (then 429). */
  ROUTE_BUILDS_PER_USER: z.coerce.number().int().min(1).max(50).default(2),
  /** How long `POST routes/build` waits for its build before answering 202 (below the proxy's 50 s). */
  ROUTE_BUILD_WAIT_SECONDS: z.coerce.number().int().min(0).max(45).default(30),
  /** Print forms (CN23, labels, invoices…) one user may ask for a minute. */
  PRINT_FORMS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Payment receipts one user may print a minute. */
  RECEIPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Mass-operation checks and runs (up to 500 numbers each) one user may send a minute. */
  MASS_OPERATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Files one user may upload a minute. */
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Calls of the public tracking page (`tracking/{token}…`) one client address may make a minute. */
  TRACKING_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /**
   * The console's public origin (e.g. https://console.example.com): `{trackingUrl}` in messages
   * is absolute with it. Without it the link is the path alone, as the shipment's API answers it.
   */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** Bytes one user may upload a UTC day; at least one largest file (10 MB). */
  UPLOAD_BYTES_PER_DAY: z.coerce
    .number()
    .int()
    .min(10 * 1024 * 1024)
    .default(1024 * 1024 * 1024),
  /** External OpenID Connect issuer replacing the built-in sign-in. */
  OIDC_ISSUER: z.string().url().optional(),
  /** The console's client id at the issuer (a public client using the code flow with PKCE). */
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_SCOPE: z
    .string()
    .trim()
    .regex(/(^|\s)openid(\s|$)/, 'must include openid')
    .default('openid profile email'),
  OIDC_JWKS_URL: z.string().url().optional(),
  /** How long a fetch of the issuer's signing keys may take before the call answers 503. */
  OIDC_JWKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** The audience the issuer's id tokens must carry; the client id when absent. */
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_GROUPS_CLAIM: z.string().default('groups'),
  /** JSON object mapping issuer group names to our role names, e.g. {"ops-admins":"administrator_god"}. */
  OIDC_GROUP_MAP: z.string().optional(),
  /** Built console to serve at `/`. */
  WEB_DIST_DIR: z.string().optional(),
  /** SMS gateway: text messages are POSTed here as JSON `{ phone, text }`; without it they stay in the outbox. */
  SMS_PROVIDER_URL: z.string().url().optional(),
  /** Bearer token sent to the SMS gateway. */
  SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
  /** The NovaPay payment service the counter signs in to; without it a stand-in signs every clerk in. */
  NOVAPAY_URL: z.string().url().optional(),
  NOVAPAY_MERCHANT: z.string().trim().min(1).optional(),
  /** Bearer token sent to NovaPay. */
  NOVAPAY_API_KEY: z.string().min(1).optional(),
  NOVAPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The vehicle service's JSON-RPC endpoint; without it a stand-in answers from the demo fleet. */
  VEHICLE_SERVICE_URL: z.string().url().optional(),
  VEHICLE_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** An OSRM server whose `table` service gives road times for route building and ETAs; without it great circles. */
  OSRM_URL: z.string().url().optional(),
  OSRM_PROFILE: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,30}$/)
    .default('driving'),
  OSRM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The most locations one `table` request names (the server's `--max-table-size`). */
  OSRM_MAX_LOCATIONS: z.coerce.number().int().min(2).max(10_000).default(100),
  /** Uploaded files (attachments) go to this S3-compatible bucket; without it to DATA_DIR/uploads. */
  UPLOADS_S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  /** Object storage endpoint (MinIO, Ceph, R2…); AWS S3 when absent. */
  UPLOADS_S3_ENDPOINT: z.string().url().optional(),
  UPLOADS_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Credentials; the SDK's default chain (instance role, AWS_* variables) when absent. */
  UPLOADS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  UPLOADS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Key prefix inside the bucket. */
  UPLOADS_S3_PREFIX: z.string().max(200).default('uploads/'),
  /** Path-style addressing (most self-hosted S3-compatible stores need it). */
  UPLOADS_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Uploads no shipment or problem parcel links within this many hours are deleted with their files. */
  UPLOADS_UNLINKED_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(UNLINKED_UPLOAD_TTL_HOURS),
});

export type Environment = z.infer<typeof environmentSchema>;

/** Settings that only make sense together. */
function checkCombinations(env: Environment, context: z.RefinementCtx) {
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
    context.addIssue({
      code: 'custom',
      path: ['OIDC_CLIENT_ID'],
      message: "required when OIDC_ISSUER is set (the console's client id at the issuer)",
    });
  }
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  scope: string;
  jwksUrl: string;
  /** How long one fetch of the key set may take. */
  jwksTimeoutMs: number;
  audience: string;
  groupsClaim: string;
  groupMap: Record<string, string>;
}

export interface Config {
  env: Environment['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Environment['LOG_LEVEL'];
  databaseUrl?: string;
  databaseReadUrl?: string;
  shutdownDrainMs: number;
  trustProxy?: string[];
  metrics: { token?: string; port?: number; host: string };
  dataDir: string;
  demo: boolean;
  /** The demo couriers move along their routes (DEMO_MOVE, with the demo data only). */
  demoMove: boolean;
  jwtSecret?: string;
  idTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  loginFreeAttempts: number;
  loginAddressFreeAttempts: number;
  oidc?: OidcConfig;
  webDistDir?: string;
  /** The console's public origin without a trailing slash, when configured (PUBLIC_ORIGIN). */
  publicOrigin?: string;
  sms: { providerUrl?: string; providerToken?: string };
  novaPay: NovaPayConfig;
  vehicleService: VehicleServiceConfig;
  roadTimes: RoadTimesConfig;
  smsCodes: SmsCodeLimits;
  rateLimits: RateLimitSettings;
  routeBuilds: RouteBuildSettings;
  uploads: { directory: string; s3?: UploadsS3Config; unlinkedTtlHours: number };
}

/** The NovaPay payment service (features/payments/nova-pay-port.ts); a stand-in without `url`. */
export interface NovaPayConfig {
  url?: string;
  merchant?: string;
  apiKey?: string;
  timeoutMs: number;
}

/** The vehicle service's JSON-RPC endpoint (features/scanning/vehicle-port.ts); a stand-in without `url`. */
/** The road-routing engine behind route building (issue 27); none: great-circle distance at the settings' speed. */
export interface RoadTimesConfig {
  osrmUrl?: string;
  profile: string;
  timeoutMs: number;
  maxLocations: number;
}

export interface VehicleServiceConfig {
  url?: string;
  timeoutMs: number;
}

/** S3-compatible object storage of uploaded files (features/attachments/file-store.ts). */
export interface UploadsS3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  prefix: string;
  forcePathStyle: boolean;
}

/** Limits of SMS identification codes (issue 9: a code cannot be walked by resending). */
export interface SmsCodeLimits {
  perVisit: number;
  perPhone: number;
  windowSeconds: number;
  ttlSeconds: number;
}

/** Per-user limits of expensive calls (http/rate-limits.ts): calls a minute, upload bytes a day. */
export interface RateLimitSettings {
  printFormsPerMinute: number;
  receiptsPerMinute: number;
  massOperationsPerMinute: number;
  uploadsPerMinute: number;
  uploadBytesPerDay: number;
  /** Public tracking calls per client address (not per user). */
  trackingPerMinute: number;
}

/** Route builds as jobs (features/courier-routes/route-build-worker.ts). */
export interface RouteBuildSettings {
  /** Builds this instance runs at once. */
  concurrency: number;
  /** Builds one user may have queued or running. */
  perUser: number;
  /** How long the POST waits for its build before answering 202. */
  waitSeconds: number;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.superRefine(checkCombinations).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    trustProxy: env.TRUST_PROXY?.split(',').map((address) => address.trim()),
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    dataDir: resolve(env.DATA_DIR),
    demo: env.DEMO ?? env.DATABASE_URL === undefined,
    demoMove: (env.DEMO ?? env.DATABASE_URL === undefined) && env.DEMO_MOVE === true,
    jwtSecret: env.JWT_SECRET,
    idTokenTtlSeconds: env.ID_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    loginFreeAttempts: env.LOGIN_FREE_ATTEMPTS,
    loginAddressFreeAttempts: env.LOGIN_ADDRESS_FREE_ATTEMPTS,
    oidc: env.OIDC_ISSUER ? oidcConfig(env) : undefined,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    publicOrigin: env.PUBLIC_ORIGIN,
    sms: { providerUrl: env.SMS_PROVIDER_URL, providerToken: env.SMS_PROVIDER_TOKEN },
    novaPay: {
      url: env.NOVAPAY_URL,
      merchant: env.NOVAPAY_MERCHANT,
      apiKey: env.NOVAPAY_API_KEY,
      timeoutMs: env.NOVAPAY_TIMEOUT_MS,
    },
    vehicleService: { url: env.VEHICLE_SERVICE_URL, timeoutMs: env.VEHICLE_SERVICE_TIMEOUT_MS },
    roadTimes: {
      osrmUrl: env.OSRM_URL,
      profile: env.OSRM_PROFILE,
      timeoutMs: env.OSRM_TIMEOUT_MS,
      maxLocations: env.OSRM_MAX_LOCATIONS,
    },
    smsCodes: {
      perVisit: env.SMS_CODES_PER_VISIT,
      perPhone: env.SMS_CODES_PER_PHONE,
      windowSeconds: env.SMS_CODE_WINDOW_SECONDS,
      ttlSeconds: env.SMS_CODE_TTL_SECONDS,
    },
    rateLimits: {
      printFormsPerMinute: env.PRINT_FORMS_PER_MINUTE,
      receiptsPerMinute: env.RECEIPTS_PER_MINUTE,
      massOperationsPerMinute: env.MASS_OPERATIONS_PER_MINUTE,
      uploadsPerMinute: env.UPLOADS_PER_MINUTE,
      uploadBytesPerDay: env.UPLOAD_BYTES_PER_DAY,
      trackingPerMinute: env.TRACKING_CALLS_PER_MINUTE,
    },
    routeBuilds: {
      // The solver is CPU-bound: one core stays for the requests the instance serves.
      concurrency: env.ROUTE_BUILD_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
      perUser: env.ROUTE_BUILDS_PER_USER,
      waitSeconds: env.ROUTE_BUILD_WAIT_SECONDS,
    },
    uploads: {
      directory: resolve(env.DATA_DIR, 'uploads'),
      unlinkedTtlHours: env.UPLOADS_UNLINKED_TTL_HOURS,
      s3: env.UPLOADS_S3_BUCKET
        ? {
            bucket: env.UPLOADS_S3_BUCKET,
            endpoint: env.UPLOADS_S3_ENDPOINT,
            region: env.UPLOADS_S3_REGION,
            accessKeyId: env.UPLOADS_S3_ACCESS_KEY_ID,
            secretAccessKey: env.UPLOADS_S3_SECRET_ACCESS_KEY,
            prefix: env.UPLOADS_S3_PREFIX,
            forcePathStyle: env.UPLOADS_S3_FORCE_PATH_STYLE,
          }
        : undefined,
    },
  };
}

function oidcConfig(env: Environment): OidcConfig {
  const issuer = env.OIDC_ISSUER!;
  // Checked by the schema: an issuer comes with a client id.
  const clientId = env.OIDC_CLIENT_ID!;
  const groupMap = env.OIDC_GROUP_MAP
    ? z.record(z.string(), z.string()).parse(JSON.parse(env.OIDC_GROUP_MAP))
    : {};
  return {
    issuer,
    clientId,
    scope: env.OIDC_SCOPE,
    jwksUrl: env.OIDC_JWKS_URL ?? `${issuer.replace(/\/$/, '')}/.well-known/jwks.json`,
    jwksTimeoutMs: env.OIDC_JWKS_TIMEOUT_MS,
    // An id token's audience is the client it was issued to; tokens minted for other clients are refused.
    audience: env.OIDC_AUDIENCE ?? clientId,
    groupsClaim: env.OIDC_GROUPS_CLAIM,
    groupMap,
  };
}
