// Texts of the mails identity sends to the demo mailbox.
import { escapeHtml } from "../../http/html";

export function verificationMail(to: string, link: string, origin: string) {
  const url = `${origin}${link}`;
  return {
    to,
    subject: "Verify your e-mail address",
    text: `Welcome! Confirm your e-mail address to activate your account. Open this link within 24 hours:\n${url}\n`,
    html: `<p>Welcome! Confirm your e-mail address to activate your account.</p><p><a href="${escapeHtml(url)}">Verify my e-mail address</a> (valid for 24 hours)</p>`,
    link,
  };
}

export function resetCodeMail(to: string, code: string) {
  return {
    to,
    subject: "Your password reset code",
    text: `Your verification code is ${code}. It is valid for 1 hour. If you did not ask to reset your password, ignore this mail.\n`,
    html: `<p>Your verification code is <strong>${escapeHtml(code)}</strong>.</p><p>It is valid for 1 hour. If you did not ask to reset your password, ignore this mail.</p>`,
    code,
  };
}
