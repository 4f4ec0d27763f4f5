import { availableParallelism } from 'node:os';
import { jobQueueNames, type JobQueueName } from '../platform/events/job-queues';
import { ConfigError } from './config-error';
import { configSchema, developmentSessionSecret, developmentTwilioWebhookToken, type Env } from './config.schema';

/** The number the dev mailbox's texts come from and its simulated replies go to, when Twilio is not configured. */
export const developmentSmsNumber = '+15550100100';

/** FundPlay's configuration, validated once at boot and injected where needed. */
export class AppConfig {
  readonly env: Env['NODE_ENV'];
  readonly isProduction: boolean;
  readonly http: { host: string; port: number; publicUrl: string; serveStatic: boolean };
  readonly database: { url: string; poolMax: number };
  /** `commandTimeoutMs`: the longest an API request waits on one Redis command before answering 503. */
  readonly redis: { url: string; keyPrefix: string; commandTimeoutMs: number };
  readonly log: { level: Env['LOG_LEVEL']; pretty: boolean };
  /** Which peers may set X-Forwarded-For: false (none), a hop count, or a list of addresses/CIDRs. */
  readonly trustProxy: false | number | string[];
  /**
   * Socket.IO limits per API instance: events one socket may send per window (a token bucket; a socket that spends it
   * is disconnected), and sockets open at once from one client address.
   */
  readonly realtime: { eventBudget: number; eventWindowSeconds: number; connectionsPerAddress: number };
  readonly worker: {
    concurrency: number;
    /** The queues this worker consumes (WORKER_QUEUES; all of them by default). */
    queues: JobQueueName[];
    /** Jobs one worker runs at once per queue; a queue not named here takes `concurrency`. */
    queueConcurrency: Partial<Record<'messaging' | 'payments' | 'projections' | 'outreach' | 'maintenance', number>>;
    lockDurationMs: number;
    stalledIntervalMs: number;
  };
  /** How long finished pipeline records are kept before the maintenance job prunes them. */
  readonly retention: {
    outboxDays: number;
    jobEffectDays: number;
    completedJobHours: number;
    failedJobDays: number;
  };
  /**
   * `/metrics`: the bearer token a scraper must send (required whenever set; without one, open outside production
   * and off in production), and the port the worker serves its own `/metrics` on (none when unset).
   */
  readonly metrics: { token: string | null; workerPort: number | null };
  readonly shutdownGraceMs: number;
  readonly support: { email: string; phone: string };
  readonly messaging: {
    from: string;
    email: { transport: 'mailbox' } | { transport: 'smtp'; url: string };
    sms: { transport: 'mailbox' } | { transport: 'twilio'; accountSid: string; authToken: string; fromNumber: string };
  };
  /**
   * Twilio's webhooks (inbound texts, status callbacks): the auth token their X-Twilio-Signature is checked with, and
   * FundPlay's number. Twilio's own when it is configured; otherwise the public development token (refused in
   * production, which requires Twilio), so the dev mailbox can sign a simulated reply as Twilio would.
   */
  readonly smsWebhooks: { authToken: string; ourNumber: string };
  readonly pricing: { platformFeeBasisPoints: number; tokenPriceCents: number; tokenEarnCents: number };
  /** Outreach (issue #11): the most messages one sender may have go out per day, in the fundraiser's time zone. */
  readonly outreach: { dailyCap: number };
  /**
   * Stripe, or the local Stripe-compatible sandbox when no keys are set. In the sandbox the keys name a tenant of
   * its own per Redis prefix, so apps sharing one sandbox (tests) never see each other's objects.
   */
  readonly payments:
    | {
        mode: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        sandboxUrl: null;
        reconciliationIntervalSeconds: number;
      }
    | {
        mode: 'sandbox';
        secretKey: string;
        publishableKey: string;
        webhookSecret: null;
        sandboxUrl: string;
        reconciliationIntervalSeconds: number;
      };
  /** `captchaCost`: the proof-of-work cost every captcha challenge demands (PBKDF2-SHA-256 iterations per attempt). */
  /** `loginAttemptsPerAddress`: password attempts one client address may make in ten minutes. */
  readonly identity: {
    sessionSecret: string;
    sessionTtlHours: number;
    captcha: boolean;
    captchaCost: number;
    loginAttemptsPerAddress: number;
  };
  /**
   * Compete runs: how many worker threads replay finished runs (default: one per core but one, at least one), how
   * long past a game's longest possible run its ticket stays valid, how much longer than the time since its start a
   * replay may last (delays, clocks of other instances), and how many runs one account may start in a minute.
   */
  readonly compete: {
    verifierThreads: number;
    runGraceMinutes: number;
    clockSlackSeconds: number;
    startsPerMinute: number;
  };

  constructor(env: Env) {
    this.env = env.NODE_ENV;
    this.isProduction = env.NODE_ENV === 'production';
    this.http = {
      host: env.HOST,
      port: env.PORT,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      serveStatic: env.SERVE_STATIC === 'on',
    };
    this.database = { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX };
    this.redis = {
      url: env.REDIS_URL,
      keyPrefix: env.REDIS_KEY_PREFIX,
      commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    };
    this.log = { level: env.LOG_LEVEL, pretty: (env.LOG_PRETTY ?? 'off') === 'on' };
    this.trustProxy =
      env.TRUST_PROXY === ''
        ? false
        : /^\d+$/.test(env.TRUST_PROXY)
          ? Number(env.TRUST_PROXY)
          : env.TRUST_PROXY.split(',').map((part) => part.trim());
    this.realtime = {
      eventBudget: env.SOCKET_EVENT_BUDGET,
      eventWindowSeconds: env.SOCKET_EVENT_WINDOW_SECONDS,
      connectionsPerAddress: env.SOCKET_CONNECTIONS_PER_ADDRESS,
    };
    this.worker = {
      concurrency: env.WORKER_CONCURRENCY,
      queues: env.WORKER_QUEUES.length > 0 ? (env.WORKER_QUEUES as JobQueueName[]) : [...jobQueueNames],
      queueConcurrency: {
        messaging: env.QUEUE_CONCURRENCY_MESSAGING,
        payments: env.QUEUE_CONCURRENCY_PAYMENTS,
        projections: env.QUEUE_CONCURRENCY_PROJECTIONS,
        outreach: env.QUEUE_CONCURRENCY_OUTREACH,
        maintenance: env.QUEUE_CONCURRENCY_MAINTENANCE,
      },
      lockDurationMs: env.QUEUE_LOCK_DURATION_MS,
      stalledIntervalMs: env.QUEUE_STALLED_INTERVAL_MS,
    };
    this.retention = {
      outboxDays: env.OUTBOX_RETENTION_DAYS,
      jobEffectDays: env.JOB_EFFECT_RETENTION_DAYS,
      completedJobHours: env.COMPLETED_JOB_RETENTION_HOURS,
      failedJobDays: env.FAILED_JOB_RETENTION_DAYS,
    };
    this.metrics = { token: env.METRICS_TOKEN ?? null, workerPort: env.METRICS_PORT ?? null };
    this.shutdownGraceMs = env.SHUTDOWN_GRACE_MS;
    this.support = { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE };
    this.messaging = {
      from: env.MAIL_FROM,
      email:
        env.EMAIL_TRANSPORT === 'smtp' ? { transport: 'smtp', url: env.SMTP_URL as string } : { transport: 'mailbox' },
      sms:
        env.SMS_TRANSPORT === 'twilio'
          ? {
              transport: 'twilio',
              accountSid: env.TWILIO_ACCOUNT_SID as string,
              authToken: env.TWILIO_AUTH_TOKEN as string,
              fromNumber: env.TWILIO_FROM_NUMBER as string,
            }
          : { transport: 'mailbox' },
    };
    this.smsWebhooks =
      this.messaging.sms.transport === 'twilio'
        ? { authToken: this.messaging.sms.authToken, ourNumber: this.messaging.sms.fromNumber }
        : { authToken: developmentTwilioWebhookToken, ourNumber: developmentSmsNumber };
    this.identity = {
      // Outside production a fixed secret keeps development sessions valid across restarts.
      sessionSecret: env.SESSION_SECRET ?? developmentSessionSecret,
      sessionTtlHours: env.SESSION_TTL_HOURS,
      captcha: env.CAPTCHA === 'on',
      captchaCost: env.CAPTCHA_COST,
      loginAttemptsPerAddress: env.LOGIN_ATTEMPTS_PER_ADDRESS,
    };
    this.compete = {
      verifierThreads: env.REPLAY_VERIFIER_THREADS ?? Math.max(1, availableParallelism() - 1),
      runGraceMinutes: env.COMPETE_RUN_GRACE_MINUTES,
      clockSlackSeconds: env.COMPETE_RUN_CLOCK_SLACK_SECONDS,
      startsPerMinute: env.COMPETE_STARTS_PER_MINUTE,
    };
    this.pricing = {
      platformFeeBasisPoints: env.PLATFORM_FEE_BASIS_POINTS,
      tokenPriceCents: env.TOKEN_PRICE_CENTS,
      tokenEarnCents: env.TOKEN_EARN_CENTS,
    };
    this.outreach = { dailyCap: env.OUTREACH_DAILY_CAP };
    this.payments =
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            mode: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            sandboxUrl: null,
            reconciliationIntervalSeconds: env.RECONCILIATION_INTERVAL_SECONDS,
          }
        : {
            mode: 'sandbox',
            secretKey: `sk_test_sandbox_${env.REDIS_KEY_PREFIX}`,
            publishableKey: `pk_test_sandbox_${env.REDIS_KEY_PREFIX}`,
            webhookSecret: null,
            sandboxUrl: (env.STRIPE_SANDBOX_URL as string).replace(/\/$/, ''),
            reconciliationIntervalSeconds: env.RECONCILIATION_INTERVAL_SECONDS,
          };
  }

  /** Reads and validates the environment; throws a ConfigError listing every problem at once. */
  static fromEnvironment(source: NodeJS.ProcessEnv): AppConfig {
    const parsed = configSchema.safeParse(source);
    if (!parsed.success) {
      throw new ConfigError(
        parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
      );
    }
    return new AppConfig(parsed.data);
  }
}
