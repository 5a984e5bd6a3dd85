import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { originOf } from './lib/origin.ts';
import { readPlansCatalog, type PlansCatalog } from './modules/billing/catalog-file.ts';
import { serverRoot } from './runtime-paths.ts';

/** Environment → typed configuration, parsed once at boot (DESIGN §3, §6.4). */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  ALLOWED_ORIGINS: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key and channel, so deployments may share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,32}$/, 'letters, digits and : . - _ only')
    .default('chat:'),
  /** Bearer token for GET /metrics (Prometheus); without it the endpoint does not exist. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * Scales every rate limit, per address and per customer, and the socket cap per address: tests
   * and load tests, whose clients share one address and run faster than a person, raise it.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(100_000).default(1),
  /** State-changing API calls one customer may make per minute (all write routes together). */
  WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /**
   * Open sockets per customer (tabs and devices: not scaled, no test needs more than a person)
   * and per source address (a NAT'd office; scaled, as every client of a test shares one).
   */
  SOCKETS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1_000_000).default(20),
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Seconds before another code may be sent to the same identifier (ASVS 6.6.3). */
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** How long a proof of ownership (a sign-in, a code, the password) lets a session change how the account signs in (ASVS 7.5.1). */
  REAUTHENTICATION_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_API_BASE: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: optionalUrl,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API origin; tests point it at a fake on loopback. */
  STRIPE_API_BASE: optionalUrl,
  PAWAPAY_API_TOKEN: optionalString,
  PAWAPAY_BASE_URL: optionalUrl,
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  /** The Graph API origin and version; tests point it at a fake on loopback. */
  WHATSAPP_API_BASE: optionalUrl,
  /** The approved authentication template that carries link codes outside the 24-hour window. */
  WHATSAPP_CODE_TEMPLATE: optionalString,
  /** First retry delay of a message the Graph API refused with a 5xx; it doubles on each try. */
  WHATSAPP_RETRY_BASE_MS: z.coerce.number().int().min(1).max(600_000).default(2_000),
  /** A JSON file of plans that replaces the seeded catalog rows it lists at start-up. */
  PLANS_CATALOG: optionalString,
  /** Comma-separated e-mails of the operators (issue 22): a customer signed in with one reaches /admin. */
  OPERATOR_EMAILS: optionalString,
  /** Built web app directory; an empty value disables static serving. */
  WEB_DIST: z.string().optional(),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalUrl,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  GOOGLE_GENERATIVE_AI_BASE_URL: optionalUrl,
  OLLAMA_BASE_URL: optionalUrl,
  AI_CATALOG: optionalString,
  /** How long a model may stay silent (before the first token or between tokens) before the call fails. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Messages one customer may send per minute (flood limit of the send pipeline). */
  CHAT_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** How often the text streamed so far is written to the chat rows, so a crash keeps it (docs/chat.md). */
  CHAT_CHECKPOINT_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** How often an instance renews its lease; a lease not renewed for INSTANCE_LEASE_MS lapses. */
  INSTANCE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  INSTANCE_LEASE_MS: z.coerce.number().int().min(30).max(3_600_000).default(15_000),
  /** OpenAI's image, speech-to-text and text-to-speech models; `none` turns one off. */
  OPENAI_IMAGE_MODEL: z.string().trim().min(1).default('gpt-image-1'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
  OPENAI_SPEECH_MODEL: z.string().trim().min(1).default('tts-1'),
  /** An S3-compatible store for uploaded and generated files; without S3_BUCKET they live in DATA_DIR/files. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Uploads (attachments, recordings to transcribe) one customer may make per minute, times RATE_LIMIT_MULTIPLIER. */
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Import (issue 20): the largest file (bytes), conversations per file, messages per conversation, imports per hour. */
  IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).max(1_073_741_824).default(104_857_600),
  IMPORT_MAX_CONVERSATIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  IMPORT_MAX_MESSAGES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  IMPORTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (deploy-files.test.ts holds the deployment files to them). */
export const environmentVariables = Object.keys(envSchema.shape);

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Origin used in links and the Origin check; absent means "same host as the request". */
  publicUrl: string | undefined;
  /** Extra origins allowed to make state-changing requests and open sockets. */
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  metricsToken: string | undefined;
  /** OPERATOR_EMAILS, lower-case: their customers are operators, besides those `npm run operator -- add` made. */
  operatorEmails: string[];
  sessionSecret: string;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  /** Built web app to serve; absent disables static serving (API only). */
  webDist: string | undefined;
  rateLimitMultiplier: number;
  /** Per-customer and per-address limits, scaled by RATE_LIMIT_MULTIPLIER where the setting says so. */
  limits: CustomerLimits;
  codeResendSeconds: number;
  reauthenticationSeconds: number;
  mail: { smtpUrl: string | undefined; from: string };
  /** Twilio REST credentials; absent sends SMS to the outbox. */
  sms: { accountSid: string; authToken: string; from: string; apiBase: string } | undefined;
  /** Card payments through Stripe Checkout; absent uses the sandbox. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** Mobile money through pawaPay; absent uses the sandbox. */
  pawapay: { token: string; baseUrl: string } | undefined;
  /** Google sign-in; absent hides the Google buttons. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  whatsapp: WhatsAppConfig;
  ai: AiConfig;
  /** Where uploaded and generated files live: S3 when configured, else `DATA_DIR/files`. */
  s3: S3Config | undefined;
  /** Uploads one customer may make per minute, before RATE_LIMIT_MULTIPLIER (ASVS 2.4.1). */
  uploadsPerMinute: number;
  /** Import of a ChatGPT export or one of ours (issue 20). */
  imports: ImportConfig;
  /** The operator's plan catalog (PLANS_CATALOG), already validated. */
  plansCatalog: PlansCatalog | undefined;
  recovery: RecoveryConfig;
}

export interface ImportConfig {
  maxBytes: number;
  maxConversations: number;
  /** Per conversation. */
  maxMessages: number;
  /** Per customer, before RATE_LIMIT_MULTIPLIER. */
  perHour: number;
}

export interface CustomerLimits {
  writesPerMinute: number;
  socketsPerCustomer: number;
  socketsPerAddress: number;
}

/** What lets answers survive a crash: checkpoints of their text and the instances' leases. */
export interface RecoveryConfig {
  checkpointMs: number;
  heartbeatMs: number;
  leaseMs: number;
}

/** The WhatsApp channel (issue 7): without token and number id, messages go to the outbox. */
export interface WhatsAppConfig {
  send: { token: string; phoneNumberId: string; apiBase: string } | undefined;
  /** Webhook settings; without them the webhook answers 404. */
  appSecret: string | undefined;
  verifyToken: string | undefined;
  codeTemplate: string;
  retryBaseMs: number;
}

/** AI providers from the environment (chat issue; DESIGN §3). */
export interface AiConfig {
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  anthropicApiKey: string | undefined;
  anthropicBaseUrl: string | undefined;
  googleApiKey: string | undefined;
  googleBaseUrl: string | undefined;
  ollamaBaseUrl: string | undefined;
  catalogFile: string | undefined;
  timeoutMs: number;
  sendsPerMinute: number;
  /** OpenAI's media models; undefined when turned off with `none`. */
  openaiMedia: { image: string | undefined; transcription: string | undefined; speech: string | undefined };
}

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment; throws ConfigError listing every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  let plansCatalog: PlansCatalog | undefined;
  try {
    plansCatalog = env.PLANS_CATALOG ? readPlansCatalog(path.resolve(env.PLANS_CATALOG)) : undefined;
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  PLANS_CATALOG: ${(error as Error).message}`, { cause: error });
  }
  return {
    plansCatalog,
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => originOf(new URL(origin))),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    metricsToken: env.METRICS_TOKEN,
    operatorEmails: (env.OPERATOR_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    sessionSecret: env.SESSION_SECRET ?? generatedSecret(dataDir),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    limits: {
      writesPerMinute: Math.round(env.WRITES_PER_MINUTE * env.RATE_LIMIT_MULTIPLIER),
      socketsPerCustomer: env.SOCKETS_PER_CUSTOMER,
      socketsPerAddress: Math.round(env.SOCKETS_PER_ADDRESS * env.RATE_LIMIT_MULTIPLIER),
    },
    codeResendSeconds: env.CODE_RESEND_SECONDS,
    reauthenticationSeconds: env.REAUTHENTICATION_SECONDS,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? 'Chat Assistant <no-reply@localhost>' },
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiBase: env.TWILIO_API_BASE ?? 'https://api.twilio.com',
          }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE }
        : undefined,
    pawapay: env.PAWAPAY_API_TOKEN
      ? { token: env.PAWAPAY_API_TOKEN, baseUrl: env.PAWAPAY_BASE_URL ?? 'https://api.sandbox.pawapay.io' }
      : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    whatsapp: {
      send:
        env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
          ? {
              token: env.WHATSAPP_TOKEN,
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              apiBase: graphApiBase(env.WHATSAPP_API_BASE ?? 'https://graph.facebook.com'),
            }
          : undefined,
      appSecret: env.WHATSAPP_APP_SECRET,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN,
      codeTemplate: env.WHATSAPP_CODE_TEMPLATE ?? 'verification_code',
      retryBaseMs: env.WHATSAPP_RETRY_BASE_MS,
    },
    webDist: env.WEB_DIST === undefined ? path.join(serverRoot, '../web/dist') : env.WEB_DIST.trim() || undefined,
    ai: {
      openaiApiKey: env.OPENAI_API_KEY,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      anthropicApiKey: env.ANTHROPIC_API_KEY,
      anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
      googleApiKey: env.GOOGLE_GENERATIVE_AI_API_KEY,
      googleBaseUrl: env.GOOGLE_GENERATIVE_AI_BASE_URL,
      ollamaBaseUrl: env.OLLAMA_BASE_URL,
      catalogFile: env.AI_CATALOG,
      timeoutMs: env.AI_TIMEOUT_MS,
      sendsPerMinute: env.CHAT_SENDS_PER_MINUTE,
      openaiMedia: {
        image: unlessNone(env.OPENAI_IMAGE_MODEL),
        transcription: unlessNone(env.OPENAI_TRANSCRIPTION_MODEL),
        speech: unlessNone(env.OPENAI_SPEECH_MODEL),
      },
    },
    s3: s3Config(env),
    uploadsPerMinute: env.UPLOADS_PER_MINUTE,
    imports: {
      maxBytes: env.IMPORT_MAX_BYTES,
      maxConversations: env.IMPORT_MAX_CONVERSATIONS,
      maxMessages: env.IMPORT_MAX_MESSAGES,
      perHour: env.IMPORTS_PER_HOUR,
    },
    recovery: recoveryConfig(env),
  };
}

function recoveryConfig(env: Env): RecoveryConfig {
  // A lease must outlive a late heartbeat or two, or a live instance's answers would be settled.
  if (env.INSTANCE_LEASE_MS < 2 * env.INSTANCE_HEARTBEAT_MS)
    throw new ConfigError('Invalid configuration:\n  INSTANCE_LEASE_MS: must be at least twice INSTANCE_HEARTBEAT_MS');
  return { checkpointMs: env.CHAT_CHECKPOINT_MS, heartbeatMs: env.INSTANCE_HEARTBEAT_MS, leaseMs: env.INSTANCE_LEASE_MS };
}

const unlessNone = (model: string) => (model === 'none' ? undefined : model);

function s3Config(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** The Graph API origin with its version path; a bare origin gets the version we were built against. */
function graphApiBase(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return /\/v\d+\.\d+$/.test(trimmed) ? trimmed : `${trimmed}/v23.0`;
}

/** Outside production the secret is generated once and kept in DATA_DIR (DESIGN §3). */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
