// Identity behaviour, independent of HTTP: login with its spec messages, rotating refresh tokens
// with reuse detection, registration by vendor code or business name with a 24 h verification
// link, forgot/reset password with a 6-digit code valid 1 h, guest and GODROID tokens.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  LOGIN_ERROR_MESSAGES,
  type LoginAnswer,
  type LoginErrorMessage,
  loginErrorKey,
  PASSWORD_RESET_ERRORS,
  type PasswordResetErrorKey,
  type RegisterRequest,
  REGISTRATION_ERRORS,
  RESET_CODE_TTL_SECONDS,
  type ResetPasswordRequest,
  VERIFICATION_LINK_TTL_SECONDS,
  type VerificationResult,
} from "../../../domain/contract/identity";
import { VENDOR_FETCH_ERROR_KEY } from "../../../domain/contract/vendor";
import type { AppDeps } from "../../context";
import { users, vendorOwners, vendors, verificationTokens } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { publishAccessChange } from "../../live/access-events";
import { randomCode, randomToken, safeEqual, sha256 } from "../../security/hashing";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../security/passwords";
import type { Principal } from "../../security/tokens";
import { VendorRepository } from "../vendors/repository";
import { resetCodeMail, verificationMail } from "./mails";
import { IdentityRepository, type UserRow } from "./repository";

export const loginError = (status: 400 | 401 | 429 | 500, message: LoginErrorMessage) =>
  new ApiError(status, message, loginErrorKey(message));

export const registrationError = (status: 400 | 409 | 500, key: keyof typeof REGISTRATION_ERRORS) =>
  new ApiError(status, REGISTRATION_ERRORS[key], key);

export const resetError = (key: PasswordResetErrorKey) => new ApiError(400, PASSWORD_RESET_ERRORS[key], key);

/** Wrong codes a reset code tolerates before it stops working. */
const MAX_RESET_ATTEMPTS = 5;

export type Session = { answer: LoginAnswer; refreshToken: string; refreshExpires: number };

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

export class IdentityService {
  private readonly repo: IdentityRepository;
  private readonly vendors: VendorRepository;
  private readonly loginLimiter: RateLimiter;
  private readonly loginIpLimiter: RateLimiter;

  constructor(private readonly deps: AppDeps) {
    this.repo = new IdentityRepository(deps.db);
    this.vendors = new VendorRepository(deps.db);
    this.loginLimiter = new RateLimiter(deps.settings.loginRateLimit, deps.settings.loginRateWindowMs, deps.now);
    this.loginIpLimiter = new RateLimiter(deps.settings.loginIpRateLimit, deps.settings.loginRateWindowMs, deps.now);
  }

  private at = () => new Date(this.deps.now());

  // --- sessions -------------------------------------------------------------------------------

  /**
   * Tokens of a session: a new one (login) or the next ones of `continuing` (refresh), which fails when
   * that session was revoked meanwhile. The access token carries the session id (sid).
   */
  private async issueSession(user: UserRow, continuing?: string): Promise<Session> {
    const { tokens, settings } = this.deps;
    const who = { id: user.id, email: user.email };
    const sessionId = continuing ?? randomUUID();
    const refreshToken = randomToken();
    const now = this.deps.now();
    const row = {
      tokenHash: sha256(refreshToken),
      familyId: sessionId,
      userId: user.id,
      expiresAt: new Date(now + settings.refreshTokenTtl * 1000),
      createdAt: new Date(now),
    };
    if (!continuing) await this.repo.openSession(row);
    else if (!(await this.repo.continueSession(row))) throw loginError(401, LOGIN_ERROR_MESSAGES.invalidParameter);
    const [access, id] = await Promise.all([tokens.accessToken(who, sessionId), tokens.idToken(who)]);
    return {
      answer: {
        user: who,
        meta: { AccessToken: access.token, IdToken: id.token, RefreshToken: refreshToken, Expires: access.expires },
      },
      refreshToken,
      refreshExpires: Math.floor(now / 1000) + settings.refreshTokenTtl,
    };
  }

  /** Revokes a session in the database and tells every instance (their caches and live sockets). */
  private async endSession(sessionId: string, at: Date) {
    const revoked = await this.repo.revokeFamily(sessionId, at);
    await this.deps.sessions.revoked(revoked.sessionIds);
    return revoked;
  }

  /**
   * Failed attempts (unknown user, wrong password) count per e-mail and IP, and per IP whatever the
   * e-mail (so one address cannot try a password against many accounts); once either limit is
   * reached within the window every attempt is refused with "too many requests". An unknown e-mail
   * costs the same scrypt work as a wrong password, so timing does not tell which accounts exist.
   */
  async login(email: string, password: string, ip: string): Promise<Session> {
    const key = `${email}|${ip}`;
    if (this.loginIpLimiter.isLimited(ip) || this.loginLimiter.isLimited(key)) throw loginError(429, LOGIN_ERROR_MESSAGES.tooManyRequests);
    const failed = () => {
      this.loginLimiter.hit(key);
      this.loginIpLimiter.hit(ip);
    };
    const user = await this.repo.userByEmail(email);
    if (!user) {
      await verifyAgainstDummy(password);
      failed();
      throw loginError(401, LOGIN_ERROR_MESSAGES.userNotFound);
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      failed();
      throw loginError(401, LOGIN_ERROR_MESSAGES.invalidPassword);
    }
    if (!user.verifiedAt) throw loginError(401, LOGIN_ERROR_MESSAGES.userNotConfirmed);
    return this.issueSession(user);
  }

  /** Rotates the refresh token; presenting a revoked one revokes its whole family (the session, with its access tokens). */
  async refresh(token: string | undefined): Promise<Session> {
    const invalid = () => loginError(401, LOGIN_ERROR_MESSAGES.invalidParameter);
    if (!token) throw invalid();
    const hash = sha256(token);
    const at = this.at();
    const row = await this.repo.consumeRefreshToken(hash, at);
    if (!row) {
      const known = await this.repo.refreshTokenByHash(hash);
      if (known?.revokedAt) {
        const revoked = await this.endSession(known.familyId, at);
        this.deps.logger.warn({ userId: known.userId, revoked: revoked.tokens }, "refresh token reuse: family revoked");
      }
      throw invalid();
    }
    const user = await this.repo.userById(row.userId);
    if (!user?.verifiedAt) throw invalid();
    return this.issueSession(user, row.familyId);
  }

  /**
   * Ends the session of the refresh token and the one of the caller's access token (when it is a
   * signed-in user's): their access tokens stop working at once. A GODROID token's logout does not
   * end the session of the user who minted it.
   */
  async logout(token: string | undefined, principal: Principal | null): Promise<void> {
    const ended = new Set<string>();
    if (token) {
      const known = await this.repo.refreshTokenByHash(sha256(token));
      if (known) ended.add(known.familyId);
    }
    if (principal?.kind === "user") ended.add(principal.sessionId);
    for (const sessionId of ended) await this.endSession(sessionId, this.at());
  }

  // --- registration -----------------------------------------------------------------------------

  async register(req: RegisterRequest, origin: string): Promise<void> {
    if (await this.repo.userByEmail(req.email)) throw registrationError(409, "registration.error.email-registered");
    let claimed: string | null = null;
    if (req.vendor_code) {
      const vendor = await this.vendors.findByCode(req.vendor_code);
      if (!vendor) throw registrationError(400, "registration.error.vendor-missing");
      if (await this.vendors.isLinkedToAnotherAccount(vendor, req.email))
        throw registrationError(409, "registration.error.already-linked-outlet");
      claimed = vendor.vendorId;
    }
    const passwordHash = await hashPassword(req.password);
    const token = randomToken();
    const at = this.at();
    const userId = randomUUID();
    const { deployment } = this.deps;
    let announced: string | null = null;
    try {
      await this.deps.db.transaction(async (tx) => {
        await tx.insert(users).values({
          id: userId,
          email: req.email,
          passwordHash,
          businessName: req.business_name,
          mobileNumber: req.mobile_number,
          verifiedAt: null,
          createdAt: at,
        });
        let vendorId = claimed;
        if (vendorId) {
          await tx.update(vendors).set({ isRegistered: true }).where(eq(vendors.vendorId, vendorId));
        } else {
          const [created] = await tx
            .insert(vendors)
            .values({
              vendorId: sql`${deployment.country} || '-' || nextval('vendor_number_seq')`,
              name: req.vendor_name ?? req.business_name,
              currency: deployment.currency,
              phone: req.mobile_number,
              countryCode: deployment.country,
              isRegistered: true,
              paymentMethods: { [deployment.paymentMethod]: true },
              createdAt: at,
            })
            .returning({ vendorId: vendors.vendorId });
          vendorId = created.vendorId;
        }
        await tx.insert(vendorOwners).values({ vendorId, email: req.email }).onConflictDoNothing();
        announced = vendorId;
        await tx
          .insert(verificationTokens)
          .values({ tokenHash: sha256(token), userId, expiresAt: new Date(at.getTime() + VERIFICATION_LINK_TTL_SECONDS * 1000), createdAt: at });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw registrationError(409, "registration.error.email-registered");
      this.deps.logger.error({ err }, "registration failed");
      throw registrationError(500, "registration.error.generic");
    }
    // A claimed vendor has a new owner: every instance drops the vendor sets it cached.
    if (announced) await publishAccessChange(this.deps.events, announced);
    await this.deps.mailer.send(verificationMail(req.email, token, origin));
  }

  async verify(token: string | undefined): Promise<VerificationResult> {
    if (!token) return "invalid";
    const hash = sha256(token);
    const row = await this.repo.verificationByHash(hash);
    if (!row) return "invalid";
    if (row.usedAt) return (await this.repo.userById(row.userId))?.verifiedAt ? "1" : "invalid";
    if (row.expiresAt.getTime() <= this.deps.now()) return "expired";
    return (await this.repo.consumeVerification(hash, row.userId, this.at())) ? "1" : "invalid";
  }

  // --- password reset ---------------------------------------------------------------------------

  /** Sends a code when the user exists; silent otherwise (no user enumeration). */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.repo.userByEmail(email);
    if (!user) return;
    const code = randomCode();
    const now = this.deps.now();
    await this.repo.insertResetCode({
      id: randomUUID(),
      userId: user.id,
      codeHash: sha256(`${user.id}:${code}`),
      expiresAt: new Date(now + RESET_CODE_TTL_SECONDS * 1000),
      createdAt: new Date(now),
    });
    await this.deps.mailer.send(resetCodeMail(user.email, code));
  }

  async resetPassword(req: ResetPasswordRequest): Promise<void> {
    const user = await this.repo.userByEmail(req.email);
    if (!user) throw resetError("password-reset.error.code-invalid");
    const live = await this.repo.liveResetCode(user.id, this.at());
    if (!live || live.failedAttempts >= MAX_RESET_ATTEMPTS) throw resetError("password-reset.error.code-invalid");
    if (!safeEqual(live.codeHash, sha256(`${user.id}:${req.code}`))) {
      await this.repo.countFailedResetAttempt(live.id);
      throw resetError("password-reset.error.code-invalid");
    }
    const ended = await this.repo.completeReset(live.id, user.id, await hashPassword(req.password), this.at());
    if (!ended) throw resetError("password-reset.error.code-invalid");
    await this.deps.sessions.revoked(ended);
  }

  // --- guest and GODROID tokens -----------------------------------------------------------------

  guest() {
    return this.deps.tokens.guestToken();
  }

  async platformToken(principal: Principal, vendorId: string): Promise<string> {
    if (principal.kind !== "user") throw new ApiError(403, "forbidden", VENDOR_FETCH_ERROR_KEY);
    const found = await this.vendors.find(vendorId);
    if (!found) throw new ApiError(404, "vendor not found", VENDOR_FETCH_ERROR_KEY);
    if (!(await this.vendors.canAccess(principal, found.row))) throw new ApiError(403, "forbidden", VENDOR_FETCH_ERROR_KEY);
    return (await this.deps.tokens.platformToken({ id: principal.userId, email: principal.email }, vendorId, principal.sessionId)).token;
  }
}
