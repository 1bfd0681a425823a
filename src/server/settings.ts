// Server settings read once from the environment (process.env in main.ts, a plain object in tests),
// and the list of reasons a production start (APP_ENV=prd) must refuse them.
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseServiceHours } from "../domain/request/service-hours";

/** dist/app of this checkout, wherever the process was started from. */
const DEFAULT_STATIC_DIR = fileURLToPath(new URL("../../dist/app", import.meta.url));

export type ServerEnv = Record<string, string | undefined>;

/**
 * The demo mailbox: "loopback" answers callers on this machine only, "open" anyone (MAILBOX=open,
 * for a shared demo), "off" nobody (the routes are not mounted).
 */
export type MailboxMode = "loopback" | "open" | "off";

/** Sender of every mail outside production when MAIL_FROM is unset. */
export const DEMO_MAIL_FROM = "Rider-request portal <no-reply@localhost>";
/** The admin key the README once documented; never accepted in production. */
const DEMO_ADMIN_KEY = "dev-admin";
const MIN_ADMIN_KEY_LENGTH = 16;

export type ServerSettings = {
  /**
   * CLOCK_START (an ISO 8601 instant, outside production only): the platform's clock starts there and
   * runs at real speed. The e2e platform uses it at night, so its rules that read the wall clock
   * (service hours) see the same noon as the journeys' browser (scripts/e2e-server.mjs).
   */
  clockStart?: number;
  /**
   * SERVICE_HOURS ("hhmm:hhmm", outside production only): replaces the deployment country's
   * serviceHours parameter at startup. The e2e platform runs with 0000:0000 (always open) so the
   * journeys that place orders pass at any hour; vendors with their own hours (DK-2001) keep them.
   */
  serviceHours?: string;
  /** Seconds an access token lives (ACCESS_TOKEN_TTL, default 3600). */
  accessTokenTtl: number;
  /** Seconds a refresh token lives (REFRESH_TOKEN_TTL, default 30 days). */
  refreshTokenTtl: number;
  /** Seconds a guest token lives (GUEST_TOKEN_TTL, default 24 h). */
  guestTokenTtl: number;
  /** Seconds an external-platform (GODROID) token lives (PLATFORM_TOKEN_TTL, default 7 days). */
  platformTokenTtl: number;
  /** JWT_SECRET; when unset a random secret is generated once and kept in the database. */
  jwtSecret: string | undefined;
  /** APP_ENV=prd: no demo conveniences (see productionProblems). */
  production: boolean;
  /**
   * X-Admin-Key expected by PUT /flags/{region} (ADMIN_KEY). Outside production a random key is
   * generated when unset (and logged once); in production it stays unset and nothing is accepted.
   */
  adminKey: string | undefined;
  /** True when adminKey was generated for this run rather than configured. */
  adminKeyGenerated: boolean;
  /** SMTP_URL (smtp://user:pass@host:587 or smtps://…): the real mail transport. Unset outside production: the embedded catcher. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, the sender of every mail (a demo sender outside production when unset). */
  mailFrom: string | undefined;
  /** Failed login attempts allowed per e-mail and IP within the window (LOGIN_RATE_LIMIT, default 10). */
  loginRateLimit: number;
  /** Failed login attempts allowed per IP, whatever the e-mail, within the window (LOGIN_IP_RATE_LIMIT, default 30). */
  loginIpRateLimit: number;
  loginRateWindowMs: number;
  /** Requests per IP and identity path within the window (IDENTITY_RATE_LIMIT, default 60). */
  identityRateLimit: number;
  /** Largest JSON body accepted (BODY_LIMIT_BYTES, default 1 MB). */
  bodyLimitBytes: number;
  /** The built portal (STATIC_DIR relative to the working directory; default dist/app of the checkout). */
  staticDir: string;
  /** Read the client IP and scheme from the one reverse proxy in front (X-Forwarded-For, X-Forwarded-Proto; TRUST_PROXY=1). */
  trustProxy: boolean;
  /** MAILBOX: off, open, or loopback (the default outside production; production defaults to off). */
  mailbox: MailboxMode;
  /** Origin used in mailed links (PUBLIC_URL); the request's origin when unset. */
  publicUrl: string | undefined;
  logLevel: string;
  /** FEE_SECRET signs delivery fees; when unset a random secret is generated once and kept in the database. */
  feeSecret: string | undefined;
  /** Seconds a fee signature stays valid (FEE_SIGNATURE_TTL, default 600). */
  feeSignatureTtl: number;
  /**
   * How long this instance trusts a "session still live" answer without asking the database again
   * (SESSION_CACHE_MS, default 5000; 0 asks on every request). Revocations reach every instance at once
   * through NOTIFY; this bounds how stale a check can be when that notification is lost.
   */
  sessionCacheMs: number;
  /** Live channel: messages a socket may send per second on average (LIVE_MESSAGE_RATE, default 5). */
  liveMessageRate: number;
  /** Live channel: messages a socket may send at once before the rate applies (LIVE_MESSAGE_BURST, default 20). */
  liveMessageBurst: number;
  /** Live channel: largest message accepted, in bytes (LIVE_MAX_MESSAGE_BYTES, default 4096). */
  liveMaxMessageBytes: number;
  /** Live channel: vendors one socket may follow (LIVE_MAX_SUBSCRIPTIONS, default 100). */
  liveMaxSubscriptions: number;
  /**
   * Origins allowed to open the live channel besides PUBLIC_URL's and the request's own host
   * (LIVE_ALLOWED_ORIGINS, comma-separated, e.g. a portal served from another host than the API).
   */
  liveAllowedOrigins: string[];
};

/** The origins of a comma-separated list (entries that are not URLs are dropped). */
const origins = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((entry) => {
      try {
        return entry.trim() ? new URL(entry.trim()).origin : "";
      } catch {
        return "";
      }
    })
    .filter((origin) => origin && origin !== "null");

const int = (value: string | undefined, fallback: number, min = 1) => {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(n) && n >= min ? n : fallback;
};

const mailboxMode = (value: string | undefined, production: boolean): MailboxMode => {
  const v = value?.trim().toLowerCase();
  if (!v) return production ? "off" : "loopback";
  if (v === "off" || v === "false" || v === "0" || v === "no") return "off";
  return v === "open" ? "open" : "loopback";
};

export function readSettings(env: ServerEnv): ServerSettings {
  const production = env.APP_ENV === "prd";
  const adminKey = env.ADMIN_KEY || undefined;
  const adminKeyGenerated = !adminKey && !production;
  return {
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 3600),
    refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    guestTokenTtl: int(env.GUEST_TOKEN_TTL, 24 * 3600),
    platformTokenTtl: int(env.PLATFORM_TOKEN_TTL, 7 * 24 * 3600),
    jwtSecret: env.JWT_SECRET || undefined,
    production,
    adminKey: adminKeyGenerated ? randomBytes(24).toString("base64url") : adminKey,
    adminKeyGenerated,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || (production ? undefined : DEMO_MAIL_FROM),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 10),
    loginIpRateLimit: int(env.LOGIN_IP_RATE_LIMIT, 30),
    loginRateWindowMs: 5 * 60 * 1000,
    identityRateLimit: int(env.IDENTITY_RATE_LIMIT, 60),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : DEFAULT_STATIC_DIR,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    mailbox: mailboxMode(env.MAILBOX, production),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, "") || undefined,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === "test" ? "warn" : "info"),
    feeSecret: env.FEE_SECRET || undefined,
    feeSignatureTtl: int(env.FEE_SIGNATURE_TTL, 600),
    sessionCacheMs: int(env.SESSION_CACHE_MS, 5000, 0),
    liveMessageRate: int(env.LIVE_MESSAGE_RATE, 5),
    liveMessageBurst: int(env.LIVE_MESSAGE_BURST, 20),
    liveMaxMessageBytes: int(env.LIVE_MAX_MESSAGE_BYTES, 4096, 256),
    liveMaxSubscriptions: int(env.LIVE_MAX_SUBSCRIPTIONS, 100),
    liveAllowedOrigins: origins(env.LIVE_ALLOWED_ORIGINS),
    serviceHours: env.SERVICE_HOURS && parseServiceHours(env.SERVICE_HOURS).ok ? env.SERVICE_HOURS.trim() : undefined,
    clockStart: env.CLOCK_START && Number.isFinite(Date.parse(env.CLOCK_START)) ? Date.parse(env.CLOCK_START) : undefined,
  };
}

/** The platform's clock: the real one, or one started at `clockStart` that runs at real speed. */
export function platformClock(settings: Pick<ServerSettings, "clockStart">, real: () => number = Date.now): () => number {
  const start = settings.clockStart;
  if (start === undefined) return real;
  const offset = start - real();
  return () => real() + offset;
}

/** Whether the demo mailbox is mounted: never in production, whatever MAILBOX says. */
export const demoMailboxOn = (settings: ServerSettings) => !settings.production && settings.mailbox !== "off";

/**
 * Every reason a production start must refuse these settings (empty outside production): demo
 * defaults that are harmless on a laptop and an account-takeover path on the internet.
 */
export function productionProblems(settings: ServerSettings): string[] {
  if (!settings.production) return [];
  const problems: string[] = [];
  if (!settings.adminKey) problems.push("ADMIN_KEY is not set: PUT /flags/{region} (maintenance included) needs a secret admin key.");
  else if (settings.adminKey === DEMO_ADMIN_KEY || settings.adminKey.length < MIN_ADMIN_KEY_LENGTH)
    problems.push(`ADMIN_KEY is too weak: use at least ${MIN_ADMIN_KEY_LENGTH} random characters (never the demo value "${DEMO_ADMIN_KEY}").`);
  if (!settings.smtpUrl) problems.push("SMTP_URL is not set: verification links and password-reset codes need a real mail server (smtp://user:pass@host:587).");
  else if (!isSmtpUrl(settings.smtpUrl)) problems.push("SMTP_URL is not an smtp:// or smtps:// URL.");
  if (!settings.mailFrom) problems.push('MAIL_FROM is not set: mails need a sender address (e.g. "Rider portal <no-reply@example.com>").');
  if (settings.serviceHours !== undefined) problems.push("SERVICE_HOURS is set: production service hours are the country parameter's (unset SERVICE_HOURS).");
  if (settings.clockStart !== undefined) problems.push("CLOCK_START is set: a production platform runs on the real clock (unset CLOCK_START).");
  if (settings.mailbox !== "off")
    problems.push(`MAILBOX=${settings.mailbox}: the demo mailbox shows verification links and reset codes; it does not exist in production (unset MAILBOX).`);
  return problems;
}

const isSmtpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
};
