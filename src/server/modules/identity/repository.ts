// Identity data: users, refresh tokens (SHA-256 digests, grouped in families), verification
// tokens and password reset codes. Single statements are atomic, so token rotation and one-time
// links cannot be used twice even under concurrent requests.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { refreshTokens, resetCodes, users, verificationTokens } from "../../db/schema";

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

  // --- refresh tokens ---------------------------------------------------------------------

  async insertRefreshToken(row: { tokenHash: string; familyId: string; userId: string; expiresAt: Date; createdAt: Date }) {
    await this.db.insert(refreshTokens).values(row);
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

  async revokeFamily(familyId: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .returning({ hash: refreshTokens.tokenHash });
    return rows.length;
  }

  async revokeAllOfUser(userId: string, at: Date, db: Db = this.db): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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

  /** Uses the code (once), sets the new password, verifies the e-mail and ends every session. */
  async completeReset(codeId: string, userId: string, passwordHash: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(resetCodes)
        .set({ usedAt: at })
        .where(and(eq(resetCodes.id, codeId), isNull(resetCodes.usedAt)))
        .returning({ id: resetCodes.id });
      if (!used.length) return false;
      await tx
        .update(users)
        .set({ passwordHash, verifiedAt: sql`coalesce(${users.verifiedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, userId));
      await this.revokeAllOfUser(userId, at, tx as unknown as Db);
      return true;
    });
  }
}
