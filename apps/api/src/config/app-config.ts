import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

/** The repository's `apps/` folder: the built sites live in `apps/<site>/dist`. */
const DEFAULT_SITES_DIR = resolve(__dirname, '../../..');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    APP_HOST: z
      .string()
      .regex(
        /^[a-z0-9.-]+$/,
        'must be a lowercase host name without scheme or port, e.g. localhost',
      )
      .default('localhost'),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Straight to the primary, when DATABASE_URL goes through a pooler in transaction mode
     * (PgBouncer): LISTEN (page changes, writes) and the migrations' lock need a session.
     * Unset: DATABASE_URL.
     */
    DATABASE_DIRECT_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * PostgreSQL streaming replicas for the public reads (landing pages, the marketplace, owner
     * sites), comma-separated. Unset or blank: every read goes to DATABASE_URL.
     */
    DATABASE_READ_URLS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^postgres(ql)?$/ }))),
    /** A replica further behind the primary than this leaves the rotation until it catches up. */
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    /**
     * How long a public read waits for a replica to replay the latest write before it reads
     * the primary instead.
     */
    DATABASE_READ_WAIT_MS: z.coerce.number().int().min(0).max(5000).default(250),
    PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
    /**
     * Redis for the rate limits (redis://[:password@]host:port[/db], rediss:// for TLS). Unset:
     * the limits are counted in PostgreSQL, which every instance shares as well.
     */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    REDIS_KEY_PREFIX: z.string().min(1).default('domainfolio:'),
    SEED_DEMO_DATA: z.enum(['auto', 'never']).default('auto'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    LOG_PRETTY: booleanFlag.optional(),
    TRUST_PROXY: z.string().min(1).default('loopback'),
    /**
     * Trusted proxies in a row in front of the API (nginx: 1; a load balancer before nginx: 2).
     * A client's address is the one the outermost of them saw; X-Forwarded-For entries further
     * left are the client's own claims and never used.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    PROXY_IP: z.string().min(1).default('127.0.0.1'),
    // A mailbox on any host, `support@localhost` included (z.email() wants a dotted domain).
    SUPPORT_EMAIL: z
      .string()
      .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an email address, e.g. support@example.com')
      .default('support@localhost'),
    /**
     * Administrators: comma-separated emails. A signed-in account whose confirmed email is listed
     * may disable and enable accounts and change plans (/dashboard/admin).
     */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== ''),
      )
      .pipe(z.array(z.email({ message: 'must be comma-separated email addresses' }))),
    SERVE_SITES: booleanFlag.default(true),
    SITES_DIR: z.string().min(1).default(DEFAULT_SITES_DIR),
    REMOTE_URL_MAIN: z.string().min(1).default('/remotes/main/remoteEntry.js'),
    REMOTE_URL_SHOP: z.string().min(1).default('/remotes/shop/remoteEntry.js'),
    REMOTE_URL_OWNER: z.string().min(1).default('/remotes/owner/remoteEntry.js'),

    /** Encrypts stored API keys and signs OAuth state. Required in production. */
    APP_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)')
      .optional(),
    SESSION_COOKIE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -')
      .default('domainfolio_session'),
    DEVICE_CONFIRMATION: z.enum(['on', 'off']).default('off'),

    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: booleanFlag.default(false),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Domainfolio <no-reply@localhost>'),
    EMAIL_WORKER: z.enum(['on', 'off']).default('on'),
    EMAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600000).default(5000),
    EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),

    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),

    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    RECAPTCHA_SCRIPT_URL: z.url().default('https://www.google.com/recaptcha/api.js'),
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),

    /** Stripe: Pro plans are sold only when the key, the webhook secret and both prices are set. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICE_PRO_MONTH: z.string().min(1).optional(),
    STRIPE_PRICE_PRO_YEAR: z.string().min(1).optional(),
    STRIPE_API_URL: z.url().default('https://api.stripe.com'),

    /** Escrow.com: Buy-It-Now checkout is offered only with the account email and API key. */
    ESCROW_EMAIL: z.email().optional(),
    ESCROW_API_KEY: z.string().min(1).optional(),
    ESCROW_API_URL: z.url().default('https://api.escrow.com'),

    LEADS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(10),
    /** Sign-ups one client address may make per hour (a shared office or a test suite may need more). */
    REGISTRATIONS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(10),
    ESCROW_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(10),
    VIEW_FLUSH_INTERVAL_MS: z.coerce.number().int().min(100).max(600000).default(5000),
    /**
     * How long a site's page, once sent, is served again to the next visitors (0: never). An
     * owner's change shows at once on the server that made it, and on others within this time.
     */
    PUBLIC_PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(5000),
    /**
     * Owner alerts (webhooks, Slack, Discord, Telegram, ntfy) and expiry reminders: the worker
     * that routes and sends them and runs the reminder job, on every instance by default (they
     * share the work through the database).
     */
    ALERTS_WORKER: z.enum(['on', 'off']).default('on'),
    /** How often the alert worker looks for messages another instance stored. */
    ALERTS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600000).default(2000),
    /** How often the expiry-reminder job runs (a run finds every window opened since the last). */
    REMINDERS_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
    /**
     * How long an instance holds the reminder job's turn without a sign of life (it renews it
     * page by page): an instance that dies mid-run leaves the turn to the others after this.
     */
    REMINDERS_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
    /**
     * Lets alert channels reach private, loopback and link-local addresses and plain http (a
     * private network, tests). Off: only public https addresses, checked at every send.
     */
    ALLOW_PRIVATE_WEBHOOKS: booleanFlag.default(false),
    TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),

    /**
     * Registry data (RDAP, RFC 9224/9083): the IANA bootstrap file that names each TLD's RDAP
     * server, read at start and daily (a copy shipped with the product serves when it cannot be
     * reached). The servers it names are used as given; a redirect away from one must go to a
     * public address.
     */
    RDAP_BOOTSTRAP_URL: z.url().default('https://data.iana.org/rdap/dns.json'),
    /** The look-up worker (on every instance by default; they share the work through the database). */
    RDAP_WORKER: z.enum(['on', 'off']).default('on'),
    /** Look-ups one instance keeps in flight at one RDAP server. */
    RDAP_CONCURRENCY_PER_SERVER: z.coerce.number().int().min(1).max(50).default(2),
    /** Look-ups one instance sends one RDAP server per second (a 429's Retry-After pauses it). */
    RDAP_RATE_PER_SERVER: z.coerce.number().min(0.1).max(100).default(4),
    /** How long one look-up may take, redirects included. */
    RDAP_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
    /** How often every domain's registry data is read again (spread over the period). */
    RDAP_REFRESH_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    /** How often the worker looks for domains due a look-up that another instance added. */
    RDAP_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),

    /** Registrar sync: the worker that runs it (on every instance; a run's lease fences the others). */
    REGISTRAR_SYNC_WORKER: z.enum(['on', 'off']).default('on'),
    /** How often the sync worker looks for runs queued on another instance and daily runs due. */
    REGISTRAR_SYNC_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
    /** Registrar sync: each registrar's API base URL (a local fake in tests). */
    PORKBUN_API_URL: z.url().default('https://api.porkbun.com/api/json/v3'),
    GODADDY_API_URL: z.url().default('https://api.godaddy.com'),
    NAMECHEAP_API_URL: z.url().default('https://api.namecheap.com/xml.response'),
    DYNADOT_API_URL: z.url().default('https://api.dynadot.com'),
    CLOUDFLARE_API_URL: z.url().default('https://api.cloudflare.com/client/v4'),
    /** DNS servers for custom-domain and parking checks ("1.1.1.1,8.8.8.8" or "127.0.0.1:5353"). */
    DNS_SERVERS: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    // Replicas copy a PostgreSQL primary; the embedded database has none.
    for (const key of ['DATABASE_READ_URLS', 'DATABASE_DIRECT_URL'] as const) {
      const value = env[key];
      if ((Array.isArray(value) ? value.length > 0 : value !== undefined) && !env.DATABASE_URL)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'needs DATABASE_URL (the primary): the embedded database has no replicas',
        });
    }
    if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET_KEY' : 'RECAPTCHA_SITE_KEY'],
        message: 'set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither',
      });
    }
    const stripe = [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PRO_MONTH',
      'STRIPE_PRICE_PRO_YEAR',
    ] as const;
    const stripeSet = stripe.filter((key) => env[key] !== undefined);
    if (stripeSet.length > 0 && stripeSet.length < stripe.length) {
      ctx.addIssue({
        code: 'custom',
        path: [stripe.find((key) => env[key] === undefined)!],
        message: `set all of ${stripe.join(', ')}, or none`,
      });
    }
    if (Boolean(env.ESCROW_EMAIL) !== Boolean(env.ESCROW_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ESCROW_EMAIL ? 'ESCROW_API_KEY' : 'ESCROW_EMAIL'],
        message: 'set both ESCROW_EMAIL and ESCROW_API_KEY, or neither',
      });
    }
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
    }
  })
  .transform((env) => ({
    ...env,
    // Development and tests get a fixed, clearly non-secret key; production must set its own.
    APP_SECRET: env.APP_SECRET ?? 'development-only-secret-do-not-use-in-production',
    APP_URL: (env.APP_URL ?? `http://${env.APP_HOST}:${env.PORT}`).replace(/\/+$/, ''),
    LOG_PRETTY: env.LOG_PRETTY ?? (env.NODE_ENV === 'development' && process.stdout.isTTY === true),
  }));

export type AppConfig = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Whether Buy-It-Now checkout through Escrow.com is set up: otherwise none is offered. */
export function escrowConfigured(config: AppConfig): boolean {
  return Boolean(config.ESCROW_EMAIL && config.ESCROW_API_KEY);
}

/**
 * Reads and checks the environment once at start. A bad value stops the process with a
 * message naming the variable, instead of failing later on first use.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const value = present[name];
      return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
    });
    throw new ConfigError(
      `Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`,
    );
  }
  return result.data;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
