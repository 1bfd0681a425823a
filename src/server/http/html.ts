// Escaping for the few HTML pages the platform renders itself (mailbox, mails, fallbacks).
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);

/** A complete, accessible page (lang, title, main landmark) that needs no script. */
export const htmlPage = (title: string, body: string, extraHead = "") => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1a1a1a;background:#fff;line-height:1.5}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem}
a{color:#0b57d0}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d0d0d0;vertical-align:top}
code{font-size:1.1rem;background:#f1f1f1;padding:.1rem .3rem}
form{margin:1rem 0;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
input{padding:.4rem;font-size:1rem;border:1px solid #595959;border-radius:4px}
button{padding:.45rem .9rem;font-size:1rem;background:#0b57d0;color:#fff;border:0;border-radius:4px}
</style>
${extraHead}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
