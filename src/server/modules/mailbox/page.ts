// GET /mailbox: a demo page listing every mail with its verification link or reset code.
import type { Mail } from "../../../domain/contract/identity";
import { escapeHtml, htmlPage } from "../../http/html";

export function mailboxPage(mails: Mail[], email: string | undefined): string {
  const rows = mails
    .map((m) => {
      const action = m.link
        ? `<a href="${escapeHtml(m.link)}">Open the verification link for ${escapeHtml(m.to)}</a>`
        : m.code
          ? `Reset code: <code>${escapeHtml(m.code)}</code>`
          : "";
      return `<tr><td>${escapeHtml(new Date(m.created_at).toISOString().replace("T", " ").slice(0, 19))} UTC</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td>${action}</td></tr>`;
    })
    .join("\n");
  const table = mails.length
    ? `<table><caption class="visually-hidden">Mails, newest first</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Link or code</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>No mails${email ? ` for ${escapeHtml(email)}` : ""} yet.</p>`;
  const body = `<h1>Demo mailbox</h1>
<p>Mails the reference platform would send (verification links, password reset codes). Nothing leaves this machine.</p>
<form method="get" action="/mailbox">
<label for="email">Show mails to</label>
<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email ?? "")}">
<button type="submit">Show</button>
<a href="/mailbox">Show all</a>
</form>
${table}
<p><a href="/">Back to the portal</a></p>`;
  return htmlPage("Demo mailbox", body, "<style>.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}</style>\n");
}
