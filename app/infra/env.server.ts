import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { z } from "zod";

import { OTP_SEND_CAPS } from "~/domain/otp-caps";
import { RETENTION } from "~/domain/session-policy";

import { parseTrustProxy } from "./client-address.server";
import { singleton } from "./singleton.server";

const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

/** A comma-separated list, trimmed, without empty entries. */
const listOf = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** A whole number from 1 up; unset or empty takes the default. */
const positiveInt = (fallback: number) => z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).default(fallback));

/** Shown until GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL are set: `.example` can never receive mail (RFC 2606). */
export const PLACEHOLDER_GRIEVANCE_OFFICER = { name: "Demo Grievance Officer", email: "grievance@grahavani.example" } as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Set by `remix dev` (`npm run dev`): its server, which rebuilds the app and tells the browser to reload. */
    REMIX_DEV_ORIGIN: optionalUrl,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().trim().min(1).default(".data"),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /**
     * Connections each instance may open to PostgreSQL. Every instance's pool, plus migrations'
     * and the administrators' own, must fit under the server's max_connections (docs/deploying.md).
     */
    DATABASE_POOL_SIZE: positiveInt(10),
    /**
     * Memory for the whole reading pages the edge answers from (edge/page-cache.ts), in MB. 0
     * keeps none: every reading page is then rendered, kept and compressed as on a cache miss,
     * which is how the bench measures a miss.
     */
    PAGE_CACHE_MB: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(4096).default(32)),
    SESSION_SECRET: z.string().trim().optional(),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(10, "must be at least 10 characters")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** base32 authenticator secret for ADMIN_EMAIL's second factor, for automation (at least 128 bits). */
    ADMIN_TOTP_SECRET: z
      .string()
      .transform((v) => v.replace(/[\s=]/g, "").toUpperCase())
      .refine((v) => v === "" || /^[A-Z2-7]{26,}$/.test(v), "must be base32 (A-Z, 2-7), at least 26 characters")
      .transform((v) => v || undefined)
      .optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().trim().optional(),
    SMS_GATEWAY_URL: optionalUrl,
    OTP_SMS_TEMPLATE: z
      .string()
      .includes("{code}", { message: "must contain {code}" })
      .default("{code} is your {brand} verification code. It is valid for {minutes} minutes. Do not share it."),
    /** The account-deletion code says what it does, so nobody reads it out to a stranger unawares. */
    OTP_DELETE_SMS_TEMPLATE: z
      .string()
      .includes("{code}", { message: "must contain {code}" })
      .default(
        "{code} is your {brand} code to DELETE your account. It is valid for {minutes} minutes. If you did not ask for this, ignore this SMS.",
      ),
    /** The same two texts for a customer of the Hindi edition (their account's language, or the page's). */
    OTP_SMS_TEMPLATE_HI: z
      .string()
      .includes("{code}", { message: "must contain {code}" })
      .default("{code} आपका {brand} सत्यापन कोड है। यह {minutes} मिनट तक मान्य है। इसे किसी को न बताएँ।"),
    OTP_DELETE_SMS_TEMPLATE_HI: z
      .string()
      .includes("{code}", { message: "must contain {code}" })
      .default("{code} आपका {brand} खाता हटाने (DELETE) का कोड है। यह {minutes} मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इस SMS को अनदेखा करें।"),
    /**
     * OTP SMS the site may send to numbers without an account: the stop against SMS pumping,
     * where bots make a site text premium-rate numbers from many addresses. Several times a
     * young site's busiest hour of sign-ups, small enough that a day of fraud costs little.
     */
    SMS_BUDGET_PER_HOUR: positiveInt(1000),
    SMS_BUDGET_PER_DAY: positiveInt(10_000),
    /**
     * OTP SMS the site may send to numbers with an account, apart from the budget above, so
     * pumping can never stop returning customers from signing in or deleting their account.
     */
    SMS_BUDGET_KNOWN_PER_HOUR: positiveInt(1000),
    SMS_BUDGET_KNOWN_PER_DAY: positiveInt(10_000),
    /**
     * OTP sends one number may receive (against SMS bombing of one person) and one client
     * address may ask for (against one machine walking through numbers), in the last hour or day.
     * Raised only for load tests, which send from one address to thousands of fresh numbers.
     */
    OTP_SENDS_PER_PHONE_PER_HOUR: positiveInt(OTP_SEND_CAPS.perPhonePerHour),
    OTP_SENDS_PER_PHONE_PER_DAY: positiveInt(OTP_SEND_CAPS.perPhonePerDay),
    OTP_SENDS_PER_ADDRESS_PER_HOUR: positiveInt(OTP_SEND_CAPS.perAddressPerHour),
    /** OTP sends to one number in a day from every requester that never signed in with it, together. */
    OTP_SENDS_PER_PHONE_FROM_STRANGERS_PER_DAY: positiveInt(OTP_SEND_CAPS.perPhoneFromStrangersPerDay),
    /** OTP sends from strangers, to any number, that one network (IPv4 /24, IPv6 /48) may ask for in an hour. */
    OTP_SENDS_PER_NETWORK_PER_HOUR: positiveInt(OTP_SEND_CAPS.perNetworkPerHour),
    /** The same for the provider-sized block around an address (IPv4 /16, IPv6 /32). */
    OTP_SENDS_PER_WIDE_NETWORK_PER_HOUR: positiveInt(OTP_SEND_CAPS.perWideNetworkPerHour),
    /**
     * Strangers' sends one /24 (IPv6 /48) may have in the budget's window once half of it is
     * spent, and one /16 (IPv6 /32) once three quarters are (decision 118).
     */
    OTP_SENDS_PER_NETWORK_UNDER_PRESSURE: positiveInt(OTP_SEND_CAPS.perNetworkUnderPressure),
    OTP_SENDS_PER_WIDE_NETWORK_UNDER_PRESSURE: positiveInt(OTP_SEND_CAPS.perWideNetworkUnderPressure),
    /** Strangers' wrong codes for one number in 24 hours, all networks together. */
    OTP_WRONG_TRIES_PER_PHONE_PER_DAY: positiveInt(OTP_SEND_CAPS.wrongTriesPerPhonePerDay),
    /** Codes one network may have for a number a day beyond the strangers' shared ones; three tries each. */
    OTP_CODES_PER_NETWORK_PER_PHONE_PER_DAY: positiveInt(OTP_SEND_CAPS.codesPerNetworkPerPhonePerDay),
    /** Strangers' checked wrong codes, at any number, from one /24 (IPv6 /48), one /16 (IPv6 /32) and the site in 24 hours. */
    OTP_WRONG_TRIES_PER_NETWORK_PER_DAY: positiveInt(OTP_SEND_CAPS.wrongTriesPerNetworkPerDay),
    OTP_WRONG_TRIES_PER_WIDE_NETWORK_PER_DAY: positiveInt(OTP_SEND_CAPS.wrongTriesPerWideNetworkPerDay),
    OTP_WRONG_TRIES_PER_DAY: positiveInt(OTP_SEND_CAPS.wrongTriesPerDay),
    /** The strangers' SMS budget's window: at most this many minutes' share of the hour goes in any such span. */
    SMS_BUDGET_BURST_MINUTES: positiveInt(OTP_SEND_CAPS.budgetBurstMinutes),
    /**
     * The outbox worker (services/outbox-worker): the first retry waits about
     * OUTBOX_RETRY_BASE_MS, each later one twice as long up to OUTBOX_RETRY_MAX_MS, and after
     * OUTBOX_MAX_ATTEMPTS tries a message is marked failed for an administrator to retry.
     * The defaults ride out two to four hours of a sender being down.
     */
    OUTBOX_RETRY_BASE_MS: positiveInt(60_000),
    OUTBOX_RETRY_MAX_MS: positiveInt(3_600_000),
    OUTBOX_MAX_ATTEMPTS: positiveInt(10),
    /** How often each instance looks for due messages (it is also woken after its own commits). */
    OUTBOX_POLL_MS: positiveInt(2_000),
    /**
     * How long the upload worker may spend on one file before it is refused as too large: far
     * past what any real upload needs (a phone's largest photo included), short enough that a file
     * built to decode for minutes costs little.
     */
    UPLOAD_WORK_LIMIT_MS: positiveInt(15_000),
    /**
     * Admin passwords checked in a minute, for one client address and for all together (each
     * check is a scrypt hash, about a third of a second of a core); past either, a sign-in is
     * refused unchecked. An administrator types far fewer; a flood from many addresses costs
     * the site at most a third of a core.
     */
    ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE: positiveInt(5),
    ADMIN_LOGIN_CHECKS_PER_MINUTE: positiveInt(60),
    /** Sign-ins that may wait for the one password hash running at a time; past it, refused at once. */
    PASSWORD_HASH_QUEUE: positiveInt(8),
    /**
     * Requests whose answer costs this thread real work (a chart, a milan, a city's day not yet
     * kept): how many one client may ask for in a burst and then a minute, how many it may have
     * under way, how many may run at once in all, and how many more may wait for a turn; past
     * these, 429 at once (edge/costly-work.ts).
     */
    COSTLY_WORK_BURST: positiveInt(20),
    COSTLY_WORK_PER_MINUTE: positiveInt(30),
    COSTLY_WORK_PER_CLIENT: positiveInt(2),
    COSTLY_WORK_RUNNING: positiveInt(4),
    COSTLY_WORK_WAITING: positiveInt(64),
    /**
     * Reckonings that may wait for a thread of the sky pool (a muhurat year, a Hindu month, a
     * city's day, a festival year: infra/sky-worker.server.ts); past them the page answers 429
     * at once. Each is at most a few hundred milliseconds, so 32 waiting is a few seconds of work.
     */
    SKY_WORK_QUEUE: positiveInt(32),
    /**
     * Threads that draw charts, milans and kept and shared charts (edge/page-pool.ts), each with
     * the app loaded (45–85 MB more resident, measured); 0 draws them on the thread that answers every request, as a
     * machine with one core and little memory may prefer. By default, one a core.
     */
    PAGE_THREADS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(64).optional()),
    /**
     * The share of this thread's time (in hundredths) costly work may take, for the whole site,
     * while other requests are being answered: the rest of each second stays the pages' kept in
     * memory, however many addresses a flood of charts comes from (edge/thread-share.ts).
     */
    COSTLY_WORK_SHARE_PERCENT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(5).max(100).default(50)),
    PLACE_SEARCH_BURST: positiveInt(60),
    PLACE_SEARCH_PER_MINUTE: positiveInt(600),
    /**
     * How long a client may take to send a request's headers, and a form post's body: slow
     * clients must not hold sockets. An upload is cut off after UPLOAD_IDLE_TIMEOUT_MS without
     * a byte, or once, after UPLOAD_RATE_GRACE_MS, what it has sent averages under
     * UPLOAD_MIN_BYTES_PER_SECOND (2 KB/s, 16 kbit/s: below any phone line that can upload a
     * photo at all; edge/body-deadlines.ts).
     */
    HEADERS_TIMEOUT_MS: positiveInt(15_000),
    REQUEST_TIMEOUT_MS: positiveInt(60_000),
    UPLOAD_IDLE_TIMEOUT_MS: positiveInt(30_000),
    UPLOAD_RATE_GRACE_MS: positiveInt(30_000),
    UPLOAD_MIN_BYTES_PER_SECOND: positiveInt(2 * 1024),
    /**
     * Days an application that was not approved keeps its identity documents and bank details
     * after the decision (or after the applicant was invited to reapply); the retention job
     * erases them then, and the privacy policy states the figure.
     */
    CLOSED_APPLICATION_RETENTION_DAYS: positiveInt(RETENTION.closedApplicationsDays),
    /** Which proxies' X-Forwarded-For to believe: none (default), a hop count, or addresses/CIDRs. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: (error as Error).message });
          return z.NEVER;
        }
      }),
    PUBLIC_ORIGIN: optionalUrl,
    BRAND_NAME: z.string().trim().min(1).default("Grahavani"),
    LEGAL_NAME: z.string().trim().min(1).default("Grahavani Astro Services Private Limited"),
    /**
     * The Grievance Officer the legal pages name (IT Rules 2021 r.3(2), DPDP Act s.13), and where
     * new grievances are announced. The defaults are placeholders that say so: a real deployment
     * sets both (docs/security.md, "A deployment must set"), and the server warns at start over https until it does.
     */
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(100).default(PLACEHOLDER_GRIEVANCE_OFFICER.name),
    GRIEVANCE_OFFICER_EMAIL: z.string().trim().email().max(254).default(PLACEHOLDER_GRIEVANCE_OFFICER.email),
    /** The home page's promo video; without it the hero shows its poster image only. */
    PROMO_VIDEO_URL: z
      .string()
      .trim()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /**
     * 32 random bytes, base64: encrypts identity numbers and documents at rest. A comma-separated
     * list rotates keys: the first encrypts, every one decrypts.
     */
    DATA_ENCRYPTION_KEY: z
      .string()
      .trim()
      .refine(
        (v) => listOf(v).length > 0 && listOf(v).every((key) => Buffer.from(key, "base64").length === 32),
        "must be 32 bytes in base64 (a comma-separated list to rotate keys)",
      )
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Razorpay-compatible IFSC lookup service (GET {url}/{IFSC}); unset: people type branch details. */
    IFSC_API_URL: optionalUrl,
    SEED_DEMO_DATA: z
      .enum(["true", "false", "1", "0"], { message: "must be true or false" })
      .default("true")
      .transform((v) => v === "true" || v === "1"),
    /** The site's social media pages: each shows in the footer (and the home page's Organization) when set. */
    SOCIAL_FACEBOOK_URL: optionalUrl,
    SOCIAL_INSTAGRAM_URL: optionalUrl,
    SOCIAL_YOUTUBE_URL: optionalUrl,
    SOCIAL_X_URL: optionalUrl,
    SOCIAL_LINKEDIN_URL: optionalUrl,
    APP_STORE_URL: z.string().trim().url().default("https://play.google.com/store/apps/details?id=in.grahavani.app"),
    // Astrologers consult in their own app (spec §1: not on the web), not the customers' one.
    PARTNER_APP_URL: z.string().trim().url().default("https://play.google.com/store/apps/details?id=in.grahavani.partner"),
  })
  .superRefine((env, ctx) => {
    // An https origin is a real deployment: secrets generated into one instance's DATA_DIR
    // would be lost with that disk and differ between instances, so they must be given.
    if (env.PUBLIC_ORIGIN?.startsWith("https:")) {
      for (const name of ["SESSION_SECRET", "DATA_ENCRYPTION_KEY"] as const) {
        if (listOf(env[name] ?? "").length === 0) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: "must be set when PUBLIC_ORIGIN is https" });
        }
      }
    }
    if (env.ADMIN_TOTP_SECRET && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["ADMIN_TOTP_SECRET"], message: "needs ADMIN_EMAIL and ADMIN_PASSWORD" });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
  });

export type Env = z.infer<typeof envSchema> & {
  PUBLIC_ORIGIN: string;
  sessionSecrets: string[];
  /** DATA_ENCRYPTION_KEY as a list (base64); empty means the generated development key. */
  dataEncryptionKeys: string[];
  dataDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; a wrong value names the variable and stops the start. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    PUBLIC_ORIGIN: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    sessionSecrets: env.SESSION_SECRET
      ? env.SESSION_SECRET.split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [readOrCreateDevSecret(dataDir, "session-secret")],
    dataEncryptionKeys: listOf(env.DATA_ENCRYPTION_KEY ?? ""),
  };
}

/**
 * A secret generated once into DATA_DIR so the quick start needs no setup.
 * Several instances behind one load balancer must share secrets set explicitly.
 */
export function readOrCreateDevSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
    if (process.env.NODE_ENV !== "test") {
      console.warn(`[config] ${name} was generated into ${file}. Set it explicitly when several instances must share it.`);
    }
    return secret;
  }
}

export function env(): Env {
  return singleton("env", () => parseEnv(process.env));
}
