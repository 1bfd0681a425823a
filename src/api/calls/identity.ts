// Identity calls (/identity/v1). The client sends them with credentials "include" so the HttpOnly
// refresh cookie (rrp_refresh) travels; the refresh token itself never reaches page scripts.
// Sign-in style calls send no Authorization header (their declarations need none): they establish
// one. Their bodies are not checked before they leave: the platform's refusal carries the spec's
// key the form shows.
import type { ForgotPasswordAnswer, ForgotPasswordRequest, GuestTokenAnswer, LoginAnswer, LoginRequest, MailboxAnswer, PlatformTokenAnswer, PlatformTokenRequest, RegisterAnswer, RegisterRequest, ResetPasswordAnswer, ResetPasswordRequest } from "@domain/contract";
import { IDENTITY_ENDPOINTS } from "@domain/contract/endpoints/identity";
import { call } from "../call";
import type { ApiClient } from "../client";

/** Calls without input take `undefined` in the input position, so every call reads (client, input, signal). */
export type NoInput = undefined;

/** POST /login {email, password} → {user, meta}; sets the refresh cookie. */
export const login = (client: ApiClient, input: LoginRequest, signal?: AbortSignal): Promise<LoginAnswer> =>
  call(client, IDENTITY_ENDPOINTS.login, { body: input, signal });

/**
 * POST /refresh → {user, meta} with the refresh token rotated (cookie re-set). The token normally
 * comes from the cookie; `refreshToken` is only for non-browser callers.
 */
export const refresh = (client: ApiClient, input: { refreshToken?: string } | NoInput, signal?: AbortSignal): Promise<LoginAnswer> =>
  call(client, IDENTITY_ENDPOINTS.refresh, { body: input?.refreshToken ? { refresh_token: input.refreshToken } : undefined, signal });

/** POST /logout → 204; revokes the refresh token of the cookie and clears the cookie. */
export const logout = async (client: ApiClient, _input?: NoInput, signal?: AbortSignal): Promise<void> => {
  await call(client, IDENTITY_ENDPOINTS.logout, { signal });
};

/** POST /register → 201 {message: "registration.success"}; a verification mail (link valid 24 h) is sent. */
export const register = (client: ApiClient, input: RegisterRequest, signal?: AbortSignal): Promise<RegisterAnswer> =>
  call(client, IDENTITY_ENDPOINTS.register, { body: input, signal });

/** POST /forgot-password {email} → 202 always; a 6-digit code goes to the mailbox when the user exists. */
export const forgotPassword = (client: ApiClient, input: ForgotPasswordRequest, signal?: AbortSignal): Promise<ForgotPasswordAnswer> =>
  call(client, IDENTITY_ENDPOINTS.forgotPassword, { body: input, signal });

/** POST /reset-password {email, code, password, password_confirmation} → {message: "password-reset.success"}. */
export const resetPassword = (client: ApiClient, input: ResetPasswordRequest, signal?: AbortSignal): Promise<ResetPasswordAnswer> =>
  call(client, IDENTITY_ENDPOINTS.resetPassword, { body: input, signal });

/** POST /guest → {token, expires}: a JWT with role guest. */
export const guestToken = (client: ApiClient, _input?: NoInput, signal?: AbortSignal): Promise<GuestTokenAnswer> =>
  call(client, IDENTITY_ENDPOINTS.guestToken, { signal });

/** POST /platform-token {vendor_id} (demo/dev; signed-in owner) → {token}: a GODROID external-platform JWT. */
export const platformToken = (client: ApiClient, input: PlatformTokenRequest, signal?: AbortSignal): Promise<PlatformTokenAnswer> =>
  call(client, IDENTITY_ENDPOINTS.platformToken, { body: input, signal });

/** GET /mailbox?email=... → {mails} to that address (demo mailbox; the platform lists no one else's). */
export const mailbox = (client: ApiClient, input: { email: string }, signal?: AbortSignal): Promise<MailboxAnswer> =>
  call(client, IDENTITY_ENDPOINTS.mailbox, { query: { email: input.email }, signal });
