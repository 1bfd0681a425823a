// GET /mailbox: the demo mailbox page. It asks for an address and lists the mails to that address
// only, each with its verification link or reset code.
import type { Mail } from "../../../domain/contract/identity";
import { escapeHtml, htmlPage } from "../../http/html";

/** `mails` is null until a valid address was asked for. */
export function mailboxPage(mails: Mail[] | null, email: string): string {
  const rows = (mails ?? [])
    .map((m) => {
      const action = m.link
        ? `<a href="${escapeHtml(m.link)}">Open the verification link for ${escapeHtml(m.to)}</a>`
        : m.code
          ? `Reset code: <code>${escapeHtml(m.code)}</code>`
          : "";
      return `<tr><td>${escapeHtml(new Date(m.created_at).toISOString().replace("T", " ").slice(0, 19))} UTC</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td>${action}</td></tr>`;
    })
    .join("\n");
  const result =
    mails === null
      ? email
        ? `<p>That is not an e-mail address.</p>`
        : ""
      : mails.length
        ? `<table><caption class="visually-hidden">Mails to ${escapeHtml(email)}, newest first</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Link or code</th></tr></thead><tbody>${rows}</tbody></table>`
        : `<p>No mails for ${escapeHtml(email)} yet.</p>`;
  const body = `<h1>Demo mailbox</h1>
<p>Mails the reference platform sent to its embedded mail catcher (verification links, password reset codes), for one address at a time. Nothing leaves this machine.</p>
<form method="get" action="/mailbox">
<label for="email">Show mails to</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
<button type="submit">Show</button>
</form>
${result}
<p><a href="/">Back to the portal</a></p>`;
  return htmlPage("Demo mailbox", body, "<style>.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}</style>\n");
}
