// Texts of the mails identity sends, and (for the demo mailbox) how to find the verification link
// or reset code in a received mail's text: both live here so they cannot drift apart.
import { escapeHtml } from "../../http/html";

const VERIFY_PATH = "/identity/v1/verify";

export function verificationMail(to: string, token: string, origin: string) {
  const url = `${origin}${VERIFY_PATH}?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Verify your e-mail address",
    text: `Welcome! Confirm your e-mail address to activate your account. Open this link within 24 hours:\n${url}\n`,
    html: `<p>Welcome! Confirm your e-mail address to activate your account.</p><p><a href="${escapeHtml(url)}">Verify my e-mail address</a> (valid for 24 hours)</p>`,
  };
}

export function resetCodeMail(to: string, code: string) {
  return {
    to,
    subject: "Your password reset code",
    text: `Your verification code is ${code}. It is valid for 1 hour. If you did not ask to reset your password, ignore this mail.\n`,
    html: `<p>Your verification code is <strong>${escapeHtml(code)}</strong>.</p><p>It is valid for 1 hour. If you did not ask to reset your password, ignore this mail.</p>`,
  };
}

/** The verification link (as a path) and the reset code a mail's text carries, for the demo mailbox. */
export function demoActionsOf(text: string): { link?: string; code?: string } {
  const link = /\/identity\/v1\/verify\?token=[A-Za-z0-9_.~%-]+/.exec(text)?.[0];
  const code = /verification code is (\d{6})\b/.exec(text)?.[1];
  return { ...(link ? { link } : {}), ...(code ? { code } : {}) };
}
