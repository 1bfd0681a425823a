// Identity calls (/identity/v1). The client sends them with credentials "include" so the HttpOnly
// refresh cookie (rrp_refresh) travels; the refresh token itself never reaches page scripts.
// Sign-in style calls send no Authorization header: they establish one.
import {
  type ForgotPasswordAnswer,
  ForgotPasswordAnswerSchema,
  type ForgotPasswordRequest,
  type GuestTokenAnswer,
  GuestTokenAnswerSchema,
  type LoginAnswer,
  LoginAnswerSchema,
  type LoginRequest,
  type MailboxAnswer,
  MailboxAnswerSchema,
  type PlatformTokenAnswer,
  PlatformTokenAnswerSchema,
  type PlatformTokenRequest,
  type RegisterAnswer,
  RegisterAnswerSchema,
  type RegisterRequest,
  type ResetPasswordAnswer,
  ResetPasswordAnswerSchema,
  type ResetPasswordRequest,
} from "@domain/contract";
import * as v from "valibot";
import type { ApiClient } from "../client";

/** Calls without input take `undefined` in the input position, so every call reads (client, input, signal). */
export type NoInput = undefined;

/** POST /login {email, password} → {user, meta}; sets the refresh cookie. */
export const login = (client: ApiClient, input: LoginRequest, signal?: AbortSignal): Promise<LoginAnswer> =>
  client.request({
    service: "identity",
    method: "POST",
    path: "/login",
    body: input,
    schema: LoginAnswerSchema,
    signal,
    authorize: false,
  });

/**
 * POST /refresh → {user, meta} with the refresh token rotated (cookie re-set). The token normally
 * comes from the cookie; `refreshToken` is only for non-browser callers.
 */
export const refresh = (
  client: ApiClient,
  input: { refreshToken?: string } | NoInput,
  signal?: AbortSignal,
): Promise<LoginAnswer> =>
  client.request({
    service: "identity",
    method: "POST",
    path: "/refresh",
    body: input?.refreshToken ? { refresh_token: input.refreshToken } : undefined,
    schema: LoginAnswerSchema,
    signal,
    authorize: false,
  });

/** POST /logout → 204; revokes the refresh token of the cookie and clears the cookie. */
export const logout = async (client: ApiClient, _input?: NoInput, signal?: AbortSignal): Promise<void> => {
  await client.request({ service: "identity", method: "POST", path: "/logout", schema: v.unknown(), signal, authorize: false });
};

/** POST /register → 201 {message: "registration.success"}; a verification mail (link valid 24 h) is sent. */
export const register = (client: ApiClient, input: RegisterRequest, signal?: AbortSignal): Promise<RegisterAnswer> =>
  client.request({
    service: "identity",
    method: "POST",
    path: "/register",
    body: input,
    schema: RegisterAnswerSchema,
    signal,
    authorize: false,
  });

/** POST /forgot-password {email} → 202 always; a 6-digit code goes to the mailbox when the user exists. */
export const forgotPassword = (
  client: ApiClient,
  input: ForgotPasswordRequest,
  signal?: AbortSignal,
): Promise<ForgotPasswordAnswer> =>
  client.request({
    service: "identity",
    method: "POST",
    path: "/forgot-password",
    body: input,
    schema: ForgotPasswordAnswerSchema,
    signal,
    authorize: false,
  });

/** POST /reset-password {email, code, password, password_confirmation} → {message: "password-reset.success"}. */
export const resetPassword = (
  client: ApiClient,
  input: ResetPasswordRequest,
  signal?: AbortSignal,
): Promise<ResetPasswordAnswer> =>
  client.request({
    service: "identity",
    method: "POST",
    path: "/reset-password",
    body: input,
    schema: ResetPasswordAnswerSchema,
    signal,
    authorize: false,
  });

/** POST /guest → {token, expires}: a JWT with role guest. */
export const guestToken = (client: ApiClient, _input?: NoInput, signal?: AbortSignal): Promise<GuestTokenAnswer> =>
  client.request({
    service: "identity",
    method: "POST",
    path: "/guest",
    schema: GuestTokenAnswerSchema,
    signal,
    authorize: false,
  });

/** POST /platform-token {vendor_id} (demo/dev; signed-in owner) → {token}: a GODROID external-platform JWT. */
export const platformToken = (
  client: ApiClient,
  input: PlatformTokenRequest,
  signal?: AbortSignal,
): Promise<PlatformTokenAnswer> =>
  client.request({
    service: "identity",
    method: "POST",
    path: "/platform-token",
    body: input,
    schema: PlatformTokenAnswerSchema,
    signal,
  });

/** GET /mailbox?email=... → {mails} to that address (demo mailbox; the platform lists no one else's). */
export const mailbox = (client: ApiClient, input: { email: string }, signal?: AbortSignal): Promise<MailboxAnswer> =>
  client.request({
    service: "identity",
    method: "GET",
    path: "/mailbox",
    query: { email: input.email },
    schema: MailboxAnswerSchema,
    signal,
    authorize: false,
  });
