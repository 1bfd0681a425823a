// The help page's script (served at /help-centre/bridge.js; the page's CSP allows scripts from its
// own origin only). The page side of the bridge: it talks only to the portal origin the init call
// came from (targetOrigin of every postMessage) and ignores every message whose origin is not that
// one or whose source is not its parent window. On the portal's `init` it answers `ready` and asks
// for the token (`access-token-request`) to list "your requests"; the contact form asks again and
// files the request with the granted token. A deny or a failure is reported with `error`.
export const BRIDGE_SCRIPT = `(() => {
  "use strict";
  const cfgEl = document.getElementById("help-config");
  if (!cfgEl) return;
  const cfg = JSON.parse(cfgEl.textContent || "{}");
  const T = cfg.types, W = cfg.words, portal = cfg.portalOrigin;
  const form = document.getElementById("contact-form");
  const status = document.getElementById("contact-status");
  const list = document.getElementById("requests");
  const send = document.getElementById("contact-send");
  const framed = window.parent !== window;
  let waiting = [];

  const post = (message) => { if (framed) window.parent.postMessage(Object.assign({ source: cfg.source }, message), portal); };
  const say = (text) => { status.textContent = text; };

  const askToken = () => new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
    post({ type: T.accessTokenRequest });
  });

  window.addEventListener("message", (event) => {
    if (event.origin !== portal || event.source !== window.parent) return;
    const d = event.data;
    if (!d || typeof d !== "object" || d.source !== cfg.source) return;
    if (d.type === T.init) {
      post({ type: T.ready });
      loadRequests();
    } else if (d.type === T.accessTokenGrant && typeof d.token === "string") {
      const w = waiting; waiting = [];
      w.forEach((x) => x.resolve(d.token));
    } else if (d.type === T.accessTokenDeny) {
      const w = waiting; waiting = [];
      w.forEach((x) => x.reject(new Error("denied")));
    }
  });

  async function call(method, body) {
    const token = await askToken();
    const answer = await fetch(cfg.requestsUrl, {
      method,
      headers: Object.assign({ authorization: "Bearer " + token }, body ? { "content-type": "application/json" } : {}),
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!answer.ok) throw new Error("status " + answer.status);
    return answer.json();
  }

  function render(requests) {
    list.replaceChildren();
    if (!requests.length) {
      const li = document.createElement("li");
      li.textContent = W.noRequests;
      list.append(li);
      return;
    }
    for (const r of requests) {
      const li = document.createElement("li");
      li.dataset.request = r.id;
      const meta = document.createElement("div");
      meta.className = "meta";
      const when = new Date(r.created_at).toLocaleString(cfg.locale === "da" ? "da-DK" : "en-GB");
      meta.textContent = (W.topics[r.topic] || r.topic) + " · " + when + " · " + (r.status === "answered" ? W.statusAnswered : W.statusOpen) + (r.order_id ? " · " + r.order_id : "");
      const text = document.createElement("p");
      text.textContent = r.message;
      li.append(meta, text);
      list.append(li);
    }
  }

  async function loadRequests() {
    list.setAttribute("aria-busy", "true");
    try {
      render((await call("GET")).result);
    } catch (e) {
      const denied = e && e.message === "denied";
      say(denied ? W.denied : W.failed);
      post({ type: T.error, message: denied ? "access denied" : "requests could not be loaded" });
    } finally {
      list.removeAttribute("aria-busy");
    }
  }

  if (!framed) {
    say(W.notFramed);
    send.disabled = true;
    return;
  }
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const message = String(data.get("message") || "").trim();
    if (!message) { document.getElementById("contact-message").focus(); return; }
    const orderId = String(data.get("order_id") || "").trim();
    send.disabled = true;
    say(W.sending);
    try {
      await call("POST", Object.assign({ topic: String(data.get("topic")), message }, orderId ? { order_id: orderId } : {}));
      form.reset();
      say(W.sent);
      await loadRequests();
    } catch (e) {
      const denied = e && e.message === "denied";
      say(denied ? W.denied : W.failed);
      post({ type: T.error, message: denied ? "access denied" : "request not sent" });
    } finally {
      send.disabled = false;
    }
  });
})();
`;
