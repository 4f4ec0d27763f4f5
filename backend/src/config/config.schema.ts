import { z } from 'zod';
import { jobQueueNames } from '../platform/events/job-queues';

const booleanFlag = z.enum(['on', 'off']);

/** An IPv4/IPv6 address, optionally with a /prefix: one entry of TRUST_PROXY's list. */
function isCidrOrIp(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  return z.ipv4().safeParse(address).success || z.ipv6().safeParse(address).success;
}

/** Signs development sessions when SESSION_SECRET is unset; public (it is in this repository), so never in production. */
export const developmentSessionSecret = 'development-only-session-secret-not-for-production';

/**
 * Signs the Twilio webhooks the dev mailbox simulates (a reply to a text) when Twilio is not configured; public, so
 * never in production, where Twilio's own auth token signs them.
 */
export const developmentTwilioWebhookToken = 'development-only-twilio-webhook-token';

/**
 * The captcha's proof-of-work cost (PBKDF2-SHA-256 iterations per attempt, 50 to 100 attempts a solve) by default,
 * and the least production accepts: at most about 1.3 s of one core of a mid-range phone, and some 250 core-seconds
 * of native work per thousand sign-ups for an attacker (`scripts/bench/captcha-solve.ts`). Tests lower it so they
 * solve challenges in milliseconds.
 */
const CAPTCHA_COST_FLOOR = 15_000;

/** Secrets anyone can read in this repository or its documentation. */
const publicSecrets = new Set([
  developmentSessionSecret,
  developmentTwilioWebhookToken,
  'paste-the-output-of-openssl-rand-base64-48',
]);

/**
 * Why a production session secret is obviously guessable, or null. Real secrets come from a generator
 * (openssl rand -base64 48 has ~40 distinct characters); typed or patterned ones fail one of these.
 */
export function weakSecretReason(secret: string): string | null {
  if (publicSecrets.has(secret)) return 'is a public example value; generate one with: openssl rand -base64 48';
  if (new Set(secret).size < 16) {
    return 'has too few distinct characters to be random; generate one with: openssl rand -base64 48';
  }
  if (/^(.+?)\1+$/s.test(secret)) return 'repeats a pattern; generate one with: openssl rand -base64 48';
  return null;
}

/**
 * Every environment variable FundPlay reads, with its default. The README's configuration table,
 * docker-compose.yml and this schema name the same variables (a test keeps them in step).
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.url({ error: 'must be a postgres:// URL' }).refine((url) => /^postgres(ql)?:\/\//.test(url), {
      error: 'must be a postgres:// URL',
    }),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z.url({ error: 'must be a redis:// URL' }).refine((url) => /^rediss?:\/\//.test(url), {
      error: 'must be a redis:// URL',
    }),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]+$/i, { error: 'letters, digits, - and _ only' })
      .default('fundplay'),
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: booleanFlag.optional(),
    SERVE_STATIC: booleanFlag.default('on'),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('')
      .refine(
        (value) => value === '' || /^\d{1,2}$/.test(value) || value.split(',').every((part) => isCidrOrIp(part.trim())),
        {
          error:
            'must be empty (trust no proxy), a hop count (1) or a list of proxy addresses/CIDRs (10.0.0.0/8,127.0.0.1)',
        },
      ),
    SOCKET_EVENT_BUDGET: z.coerce.number().int().min(1).max(100_000).default(120),
    SOCKET_EVENT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
    SOCKET_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** The queues a worker consumes (a comma list), so the money path can have workers of its own; all by default. */
    WORKER_QUEUES: z
      .string()
      .trim()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .refine((names) => names.every((name) => (jobQueueNames as readonly string[]).includes(name)), {
        error: `must list queues among ${jobQueueNames.join(', ')} (comma-separated), or be empty for all of them`,
      }),
    QUEUE_CONCURRENCY_MESSAGING: z.coerce.number().int().min(1).max(64).optional(),
    QUEUE_CONCURRENCY_PAYMENTS: z.coerce.number().int().min(1).max(64).optional(),
    QUEUE_CONCURRENCY_PROJECTIONS: z.coerce.number().int().min(1).max(64).optional(),
    QUEUE_CONCURRENCY_OUTREACH: z.coerce.number().int().min(1).max(64).optional(),
    QUEUE_CONCURRENCY_MAINTENANCE: z.coerce.number().int().min(1).max(64).optional(),
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    JOB_EFFECT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    COMPLETED_JOB_RETENTION_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    FAILED_JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    QUEUE_LOCK_DURATION_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    QUEUE_STALLED_INTERVAL_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),

    SUPPORT_EMAIL: z.email().default('support@fundplay.app'),
    SUPPORT_PHONE: z.string().min(4).default('+1 (555) 010-0199'),
    MAIL_FROM: z.string().min(3).default('FundPlay <no-reply@fundplay.app>'),
    EMAIL_TRANSPORT: z.enum(['mailbox', 'smtp']).default('mailbox'),
    SMTP_URL: z.url().optional(),
    SMS_TRANSPORT: z.enum(['mailbox', 'twilio']).default('mailbox'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM_NUMBER: z.string().optional(),

    SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(168),
    LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
    CAPTCHA: booleanFlag.default('on'),
    CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(CAPTCHA_COST_FLOOR),

    PLATFORM_FEE_BASIS_POINTS: z.coerce.number().int().min(0).max(3000).default(1000),
    TOKEN_PRICE_CENTS: z.coerce.number().int().min(1).default(200),
    TOKEN_EARN_CENTS: z.coerce.number().int().min(1).default(1000),
    OUTREACH_DAILY_CAP: z.coerce.number().int().min(1).max(10_000).default(50),

    REPLAY_VERIFIER_THREADS: z.coerce.number().int().min(1).max(32).optional(),
    COMPETE_RUN_GRACE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    COMPETE_RUN_CLOCK_SLACK_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    COMPETE_STARTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),

    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_…)' })
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key (pk_…)' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { error: 'must be a webhook signing secret (whsec_…)' })
      .optional(),
    STRIPE_SANDBOX_URL: z.url().optional(),
    RECONCILIATION_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  })
  .superRefine((env, ctx) => {
    if (env.EMAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when EMAIL_TRANSPORT=smtp' });
    }
    if (env.SMS_TRANSPORT === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_TRANSPORT=twilio' });
      }
    }
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
    const stripeKeysSet = stripeKeys.filter((key) => env[key]);
    if (stripeKeysSet.length > 0 && stripeKeysSet.length < stripeKeys.length) {
      for (const key of stripeKeys) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with the other STRIPE_* keys' });
      }
    }
    if (stripeKeysSet.length === 0 && !env.STRIPE_SANDBOX_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SANDBOX_URL'],
        message: 'is required without Stripe keys (npm start and npm test start the sandbox and set it)',
      });
    }
    if (env.NODE_ENV === 'production') {
      if (stripeKeysSet.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required in production' });
      }
      if (!env.SESSION_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
      } else {
        const weakness = weakSecretReason(env.SESSION_SECRET);
        if (weakness) ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: weakness });
      }
      if (env.METRICS_TOKEN) {
        const weakness = weakSecretReason(env.METRICS_TOKEN);
        if (weakness) ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: weakness });
      }
      if (env.CAPTCHA === 'off') {
        ctx.addIssue({ code: 'custom', path: ['CAPTCHA'], message: 'cannot be off in production' });
      }
      if (env.CAPTCHA_COST < CAPTCHA_COST_FLOOR) {
        ctx.addIssue({
          code: 'custom',
          path: ['CAPTCHA_COST'],
          message: `cannot be below ${CAPTCHA_COST_FLOOR} in production`,
        });
      }
      if (env.EMAIL_TRANSPORT === 'mailbox') {
        ctx.addIssue({ code: 'custom', path: ['EMAIL_TRANSPORT'], message: 'must be smtp in production' });
      }
      if (env.SMS_TRANSPORT === 'mailbox') {
        ctx.addIssue({ code: 'custom', path: ['SMS_TRANSPORT'], message: 'must be twilio in production' });
      }
      if (env.TWILIO_AUTH_TOKEN === developmentTwilioWebhookToken) {
        ctx.addIssue({ code: 'custom', path: ['TWILIO_AUTH_TOKEN'], message: 'is a public development value' });
      }
    }
  });

export type Env = z.infer<typeof configSchema>;

/** The names the schema knows, for checks that another file only sets known variables. */
export const knownVariables = Object.keys(configSchema.shape) as (keyof Env)[];
