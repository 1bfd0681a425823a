// The help page the init call's URL points at (rendered by the platform, in the iframe of the
// portal): the articles with a search (a plain GET form: works without script), a contact form and
// "your requests". The contact form and the list need the vendor's hc token, which the page's
// script (bridge-script.ts) asks the portal for over the bridge; the page has no token of its own.
import { BRIDGE_SOURCE, BRIDGE_TYPES } from "../../../domain/help-centre";
import { SUPPORT_TOPICS, type SupportTopic } from "../../../domain/contract/help-centre";
import { escapeHtml } from "../../http/html";
import { type HelpLocale, searchArticles } from "./articles";

export const HELP_SCRIPT_PATH = "/help-centre/bridge.js";
export const HELP_REQUESTS_PATH = "/help-centre/api/v1/requests";

type Words = {
  title: string;
  searchLabel: string;
  articles: string;
  searchButton: string;
  results: (n: number, q: string) => string;
  none: string;
  contactTitle: string;
  contactIntro: string;
  topicLabel: string;
  topics: Record<SupportTopic, string>;
  messageLabel: string;
  orderLabel: string;
  send: string;
  sending: string;
  sent: string;
  failed: string;
  denied: string;
  notFramed: string;
  yourRequests: string;
  noRequests: string;
  statusOpen: string;
  statusAnswered: string;
  loading: string;
};

const WORDS: Record<HelpLocale, Words> = {
  en: {
    title: "Help centre",
    searchLabel: "Search the help articles",
    articles: "Help articles",
    searchButton: "Search",
    results: (n, q) => (q ? `${n} article${n === 1 ? "" : "s"} for “${q}”` : `${n} articles`),
    none: "No article matches your search. Try other words, or ask us below.",
    contactTitle: "Contact us",
    contactIntro: "Did not find your answer? Send us your question; we answer by e-mail.",
    topicLabel: "Topic",
    topics: {
      requesting: "Requesting a rider",
      paying: "Paying",
      vouchers: "Vouchers",
      tracking: "Tracking",
      cancelling: "Cancelling",
      "bulk-orders": "Bulk orders",
      outlets: "Outlets",
      other: "Something else",
    },
    messageLabel: "Your question",
    orderLabel: "Order ID (optional)",
    send: "Send request",
    sending: "Sending…",
    sent: "Thank you: your request was sent.",
    failed: "Your request could not be sent. Please try again.",
    denied: "The portal did not allow the help centre to act for you. Sign in again and reopen the help centre.",
    notFramed: "Open the help centre from the portal to contact us and see your requests.",
    yourRequests: "Your requests",
    noRequests: "You have not sent any request yet.",
    statusOpen: "Open",
    statusAnswered: "Answered",
    loading: "Loading your requests…",
  },
  da: {
    title: "Hjælpecenter",
    searchLabel: "Søg i hjælpeartiklerne",
    articles: "Hjælpeartikler",
    searchButton: "Søg",
    results: (n, q) => (q ? `${n} ${n === 1 ? "artikel" : "artikler"} for “${q}”` : `${n} artikler`),
    none: "Ingen artikel matcher din søgning. Prøv andre ord, eller spørg os nedenfor.",
    contactTitle: "Kontakt os",
    contactIntro: "Fandt du ikke dit svar? Send os dit spørgsmål; vi svarer på e-mail.",
    topicLabel: "Emne",
    topics: {
      requesting: "Bestilling af bud",
      paying: "Betaling",
      vouchers: "Rabatkoder",
      tracking: "Sporing",
      cancelling: "Annullering",
      "bulk-orders": "Masseordrer",
      outlets: "Butikker",
      other: "Andet",
    },
    messageLabel: "Dit spørgsmål",
    orderLabel: "Ordre-ID (valgfrit)",
    send: "Send henvendelse",
    sending: "Sender…",
    sent: "Tak: din henvendelse er sendt.",
    failed: "Din henvendelse kunne ikke sendes. Prøv igen.",
    denied: "Portalen tillod ikke hjælpecentret at handle for dig. Log ind igen, og åbn hjælpecentret på ny.",
    notFramed: "Åbn hjælpecentret fra portalen for at kontakte os og se dine henvendelser.",
    yourRequests: "Dine henvendelser",
    noRequests: "Du har ikke sendt nogen henvendelse endnu.",
    statusOpen: "Åben",
    statusAnswered: "Besvaret",
    loading: "Henter dine henvendelser…",
  },
};

const STYLE = `<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1a1a1a;background:#fff;line-height:1.5}
main{max-width:48rem;margin:0 auto;padding:1rem 1.25rem 2rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
article{border-bottom:1px solid #d0d0d0;padding:.25rem 0 .75rem}
article h3{font-size:1.05rem;margin:.5rem 0 .25rem}
article p{margin:.25rem 0}
form.search{display:flex;gap:.5rem;flex-wrap:wrap;align-items:flex-end}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input,select,textarea{font:inherit;padding:.45rem;border:1px solid #595959;border-radius:4px;max-width:100%}
input[type=search]{min-width:16rem}
textarea{width:100%;min-height:6rem;box-sizing:border-box}
button{font:inherit;padding:.45rem 1rem;background:#0b57d0;color:#fff;border:0;border-radius:4px;cursor:pointer;margin-top:.75rem}
button[disabled]{background:#595959}
a{color:#0b57d0}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.status{min-height:1.5rem;margin:.5rem 0}
ul.requests{list-style:none;padding:0}
ul.requests li{border:1px solid #d0d0d0;border-radius:6px;padding:.5rem .75rem;margin:.5rem 0}
.meta{color:#4d4d4d;font-size:.9rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style>`;

export type HelpPageInput = { sessionId: string; locale: HelpLocale; query: string; portalOrigin: string; vendorName: string };

/** The help page of one help session, in its language, with the articles matching the query. */
export function helpPage(i: HelpPageInput): string {
  const w = WORDS[i.locale];
  const found = searchArticles(i.locale, i.query);
  const articles = found.length
    ? found
        .map((a) => `<article id="article-${escapeHtml(a.id)}" data-article="${escapeHtml(a.id)}"><h3>${escapeHtml(a.title)}</h3>${a.body.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}</article>`)
        .join("\n")
    : `<p>${escapeHtml(w.none)}</p>`;
  const config = {
    source: BRIDGE_SOURCE,
    types: BRIDGE_TYPES,
    portalOrigin: i.portalOrigin,
    requestsUrl: HELP_REQUESTS_PATH,
    locale: i.locale,
    words: {
      sending: w.sending,
      sent: w.sent,
      failed: w.failed,
      denied: w.denied,
      notFramed: w.notFramed,
      noRequests: w.noRequests,
      loading: w.loading,
      statusOpen: w.statusOpen,
      statusAnswered: w.statusAnswered,
      topics: w.topics,
    },
  };
  // The JSON is a data block (not executed); "<" is escaped so no text can close the element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  const topics = SUPPORT_TOPICS.map((t) => `<option value="${t}">${escapeHtml(w.topics[t])}</option>`).join("");
  const action = `/help-centre/page/${encodeURIComponent(i.sessionId)}`;
  return `<!doctype html>
<html lang="${i.locale === "da" ? "da" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title>
${STYLE}
<script type="application/json" id="help-config">${json}</script>
<script src="${HELP_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<h1>${escapeHtml(w.title)}${i.vendorName ? ` <span class="meta">· ${escapeHtml(i.vendorName)}</span>` : ""}</h1>
<section aria-labelledby="articles-heading">
<h2 id="articles-heading">${escapeHtml(w.articles)}</h2>
<form class="search" method="get" action="${escapeHtml(action)}" role="search">
<div><label for="help-search">${escapeHtml(w.searchLabel)}</label>
<input type="search" id="help-search" name="q" value="${escapeHtml(i.query)}" maxlength="100"></div>
<button type="submit">${escapeHtml(w.searchButton)}</button>
</form>
<p role="status" id="search-status">${escapeHtml(w.results(found.length, i.query))}</p>
${articles}
</section>
<section aria-labelledby="contact-heading">
<h2 id="contact-heading">${escapeHtml(w.contactTitle)}</h2>
<p>${escapeHtml(w.contactIntro)}</p>
<form id="contact-form" novalidate>
<label for="contact-topic">${escapeHtml(w.topicLabel)}</label>
<select id="contact-topic" name="topic">${topics}</select>
<label for="contact-order">${escapeHtml(w.orderLabel)}</label>
<input id="contact-order" name="order_id" maxlength="128" autocomplete="off">
<label for="contact-message">${escapeHtml(w.messageLabel)}</label>
<textarea id="contact-message" name="message" maxlength="2000" required></textarea>
<button type="submit" id="contact-send">${escapeHtml(w.send)}</button>
</form>
<p class="status" role="status" id="contact-status"></p>
<h2 id="requests-heading">${escapeHtml(w.yourRequests)}</h2>
<ul class="requests" id="requests" aria-labelledby="requests-heading"></ul>
</section>
</main>
</body>
</html>
`;
}
