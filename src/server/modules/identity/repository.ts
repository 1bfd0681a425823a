// Identity data: users, sessions with their refresh tokens (SHA-256 digests; a session is the family
// of its refresh tokens and shares its id), verification tokens and password reset codes. Single
// statements are atomic, so token rotation and one-time links cannot be used twice even under
// concurrent requests; a rotation and a revocation of the same session lock its row, so a refresh
// racing a logout cannot leave a live refresh token in a revoked session.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { refreshTokens, resetCodes, sessions, users, verificationTokens } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type ResetCodeRow = typeof resetCodes.$inferSelect;

export class IdentityRepository {
  constructor(private readonly db: Db) {}

  async userByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row ?? null;
  }

  async userById(id: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  // --- sessions and refresh tokens ------------------------------------------------------------

  /** A new session (login) with its first refresh token; the token's family is the session id. */
  async openSession(row: { tokenHash: string; familyId: string; userId: string; expiresAt: Date; createdAt: Date }) {
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({ id: row.familyId, userId: row.userId, createdAt: row.createdAt });
      await tx.insert(refreshTokens).values(row);
    });
  }

  /** The next refresh token of a session (rotation); false when the session was revoked meanwhile. */
  async continueSession(row: { tokenHash: string; familyId: string; userId: string; expiresAt: Date; createdAt: Date }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [session] = await tx.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, row.familyId)).for("update");
      if (!session || session.revokedAt) return false;
      await tx.insert(refreshTokens).values(row);
      return true;
    });
  }

  /** Revokes the token if it is live and returns it; null when unknown, expired or already revoked. */
  async consumeRefreshToken(tokenHash: string, at: Date): Promise<RefreshTokenRow | null> {
    const [row] = await this.db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, at)))
      .returning();
    return row ?? null;
  }

  async refreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  /**
   * Revokes a session (its id is the family id) and every refresh token of it. Returns the session
   * ids revoked now (empty when it was revoked already) and the number of refresh tokens revoked.
   */
  async revokeFamily(familyId: string, at: Date): Promise<{ sessionIds: string[]; tokens: number }> {
    return this.db.transaction(async (tx) => {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, familyId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .returning({ hash: refreshTokens.tokenHash });
      return { sessionIds: revoked.map((r) => r.id), tokens: rows.length };
    });
  }

  /** Revokes every session of the user with its refresh tokens; returns the session ids revoked now. */
  async revokeAllOfUser(userId: string, at: Date, db: Db = this.db): Promise<string[]> {
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    return revoked.map((r) => r.id);
  }

  // --- verification links -----------------------------------------------------------------

  async verificationByHash(tokenHash: string) {
    const [row] = await this.db.select().from(verificationTokens).where(eq(verificationTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  /** Marks the link used (once) and the user verified; false when it was already used. */
  async consumeVerification(tokenHash: string, userId: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(verificationTokens)
        .set({ usedAt: at })
        .where(and(eq(verificationTokens.tokenHash, tokenHash), isNull(verificationTokens.usedAt)))
        .returning({ hash: verificationTokens.tokenHash });
      if (!used.length) return false;
      await tx
        .update(users)
        .set({ verifiedAt: sql`coalesce(${users.verifiedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, userId));
      return true;
    });
  }

  // --- password reset codes ----------------------------------------------------------------

  /** Stores a new code and retires the user's earlier unused ones. */
  async insertResetCode(row: { id: string; userId: string; codeHash: string; expiresAt: Date; createdAt: Date }) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(resetCodes)
        .set({ usedAt: row.createdAt })
        .where(and(eq(resetCodes.userId, row.userId), isNull(resetCodes.usedAt)));
      await tx.insert(resetCodes).values(row);
    });
  }

  async liveResetCode(userId: string, at: Date): Promise<ResetCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(resetCodes)
      .where(and(eq(resetCodes.userId, userId), isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, at)))
      .orderBy(desc(resetCodes.createdAt))
      .limit(1);
    return row ?? null;
  }

  async countFailedResetAttempt(id: string): Promise<void> {
    await this.db
      .update(resetCodes)
      .set({ failedAttempts: sql`${resetCodes.failedAttempts} + 1` })
      .where(eq(resetCodes.id, id));
  }

  /**
   * Uses the code (once), sets the new password, verifies the e-mail and ends every session. Returns
   * the ids of the sessions it ended, or null when the code was used already.
   */
  async completeReset(codeId: string, userId: string, passwordHash: string, at: Date): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(resetCodes)
        .set({ usedAt: at })
        .where(and(eq(resetCodes.id, codeId), isNull(resetCodes.usedAt)))
        .returning({ id: resetCodes.id });
      if (!used.length) return null;
      await tx
        .update(users)
        .set({ passwordHash, verifiedAt: sql`coalesce(${users.verifiedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, userId));
      return this.revokeAllOfUser(userId, at, tx as unknown as Db);
    });
  }
}
