// Which sessions are revoked, as every platform instance sees it. A session is the family of a
// signed-in user's refresh tokens (a row of `sessions`); its id is the `sid` claim of the access
// tokens and GODROID tokens issued for it. The database is the source of truth: identity revokes a
// session there (logout, refresh-token reuse, password reset) and then announces the ids with
// `NOTIFY session_revocations, '<sid>,<sid>…'`. Every instance LISTENs: it marks the ids revoked in
// its small cache and tells its listeners (the live channel closes those sockets with 4003).
//
// The check runs on every authenticated request, so it is cached: a revoked session is remembered
// for good (revocation is final), a live one for `cacheMs` and only while this instance is LISTENing
// (otherwise a revocation by another instance could go unheard). A lost notification therefore makes a
// check at most `cacheMs` stale; with cacheMs 0 every request asks the database (one primary-key
// lookup). Concurrent checks of one id share one query.
import { eq } from "drizzle-orm";
import type { Database, Db } from "../db/database";
import { sessions } from "../db/schema";
import type { Logger } from "../logger";

export const SESSION_REVOCATIONS_CHANNEL = "session_revocations";

/** NOTIFY payloads stay far below PostgreSQL's 8000-byte limit (a session id is a 36-character UUID). */
const IDS_PER_NOTIFY = 100;
/** Cached answers kept at most (the oldest are forgotten first). */
const MAX_CACHED = 10_000;

export type SessionRevokedListener = (sessionId: string) => void;

export type SessionRegistryOptions = {
  /** How long a "live" answer is trusted (ms). */
  cacheMs: number;
  logger?: Logger;
  /** Monotonic clock of the cache (ms); the platform's injected clock is for tokens, not for caching. */
  clock?: () => number;
};

export class SessionRegistry {
  private readonly cache = new Map<string, { revoked: boolean; at: number }>();
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly listeners = new Set<SessionRevokedListener>();
  private listening: Promise<() => Promise<void>> | undefined;
  private heard = false;
  private closed = false;
  private readonly cacheMs: number;
  private readonly clock: () => number;
  private readonly logger?: Logger;

  constructor(
    private readonly db: Db,
    private readonly bus: Pick<Database, "listen" | "notify">,
    options: SessionRegistryOptions,
  ) {
    this.cacheMs = options.cacheMs;
    this.clock = options.clock ?? (() => performance.now());
    this.logger = options.logger;
  }

  /** Whether the session is revoked (an unknown id counts as revoked). */
  isRevoked(sessionId: string): Promise<boolean> {
    this.start();
    const hit = this.cache.get(sessionId);
    if (hit?.revoked) return Promise.resolve(true);
    if (hit && this.heard && this.clock() - hit.at < this.cacheMs) return Promise.resolve(false);
    let query = this.pending.get(sessionId);
    if (!query) {
      query = this.lookup(sessionId).finally(() => this.pending.delete(sessionId));
      this.pending.set(sessionId, query);
    }
    return query;
  }

  /**
   * Announces sessions that were just revoked in the database: this instance forgets them at once,
   * the others when the notification arrives.
   */
  async revoked(sessionIds: readonly string[]): Promise<void> {
    if (!sessionIds.length) return;
    this.markRevoked(sessionIds);
    if (this.closed) return;
    for (let i = 0; i < sessionIds.length; i += IDS_PER_NOTIFY) {
      const payload = sessionIds.slice(i, i + IDS_PER_NOTIFY).join(",");
      await this.bus.notify(SESSION_REVOCATIONS_CHANNEL, payload).catch((err) => {
        this.logger?.error({ err }, "NOTIFY session_revocations failed");
      });
    }
  }

  /** Calls the listener with the id of every session revoked by any instance; returns the unsubscribe function. */
  onRevoked(listener: SessionRevokedListener): () => void {
    this.listeners.add(listener);
    this.start();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Resolves once revocations of other instances are heard (LISTEN issued). */
  async ready(): Promise<void> {
    await this.start()?.catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    const stop = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    this.heard = false;
    await stop?.().catch(() => {});
  }

  /** Starts LISTENing once (the rejection is handled here; callers on the hot path ignore the promise). */
  private start(): Promise<unknown> | undefined {
    if (this.closed) return undefined;
    if (!this.listening) {
      const listening = this.bus.listen(SESSION_REVOCATIONS_CHANNEL, (payload) => this.markRevoked(payload.split(",").filter(Boolean)));
      this.listening = listening;
      listening.then(
        () => {
          if (this.listening === listening) this.heard = true;
        },
        (err) => {
          this.logger?.error({ err }, "LISTEN session_revocations failed");
          if (this.listening === listening) this.listening = undefined;
        },
      );
    }
    return this.listening;
  }

  private async lookup(sessionId: string): Promise<boolean> {
    const [row] = await this.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, sessionId));
    const revoked = !row || row.revokedAt !== null;
    // A revocation heard while the query ran wins over its (older) answer.
    if (!this.cache.get(sessionId)?.revoked) this.remember(sessionId, revoked);
    return revoked || Boolean(this.cache.get(sessionId)?.revoked);
  }

  private remember(sessionId: string, revoked: boolean) {
    this.cache.delete(sessionId);
    if (this.cache.size >= MAX_CACHED) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(sessionId, { revoked, at: this.clock() });
  }

  /** Listeners hear every announcement, also of an id already known revoked (closing a socket twice is harmless). */
  private markRevoked(sessionIds: readonly string[]) {
    for (const id of sessionIds) {
      this.remember(id, true);
      for (const listener of [...this.listeners]) {
        try {
          listener(id);
        } catch (err) {
          this.logger?.error({ err, sessionId: id }, "session revocation listener failed");
        }
      }
    }
  }
}
