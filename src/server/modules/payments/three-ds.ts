// The test gateway's 3-D Secure challenge page, served by the platform at /payments/3ds/{intentId}
// (outside the orders service: the browser navigates here from the portal, without an
// Authorization header; the unguessable intent id is the capability). A plain HTML form — no script,
// so it works under the platform's CSP — with two buttons: Authenticate commits the payment (the
// order goes on to the simulator) and sends the browser to /order-tracking?order_id=<id>&payment=success;
// Fail marks the payment failed and sends it to /request-a-rider?payment=failed&intent=<id>; a
// challenge left past the intent's lifetime is cancelled (issue 17) and sends it to
// /request-a-rider?payment=cancelled&intent=<id>. Pages and a form
// post, so the handlers are hand-written; mountHandlers still checks the intent id against its
// schema first (an HTML 404 page outside it). The form is read here, not validated up front: a
// second answer (a double click, a reload) must land where the first went whatever it holds.
import type { Context, Hono } from "hono";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { PAYMENT_RETURN, PAYMENT_RETURN_INTENT, THREE_DS_PATH } from "../../../domain/contract/payment";
import type { AppDeps, AppEnv } from "../../context";
import { escapeHtml, htmlPage } from "../../http/html";
import { mountHandlers } from "../../http/mount";
import type { RequestServices } from "../order-create/services";
import { PaymentFlow } from "./flow";
import { PaymentSweeper } from "./sweeper";

const successUrl = (orderId: string) => `/order-tracking?order_id=${encodeURIComponent(orderId)}&payment=${PAYMENT_RETURN.success}`;
const returnUrl = (outcome: "failed" | "cancelled", intentId: string) =>
  `/request-a-rider?payment=${PAYMENT_RETURN[outcome]}&${PAYMENT_RETURN_INTENT}=${encodeURIComponent(intentId)}`;
const failedUrl = (intentId: string) => returnUrl("failed", intentId);
const cancelledUrl = (intentId: string) => returnUrl("cancelled", intentId);

const EXTRA_STYLE = `<style>
.card{border:1px solid #8a8a8a;border-radius:8px;padding:1rem 1.25rem;max-width:32rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}
dd{margin:0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button.secondary{background:#fff;color:#a50e0e;border:2px solid #a50e0e}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
</style>
`;

function challengePage(intentId: string, details: { amount: number; currency: string; lastDigits: string; scheme: string; holder: string }): string {
  const action = `${THREE_DS_PATH}/${encodeURIComponent(intentId)}`;
  const money = `${details.amount.toFixed(2)} ${details.currency}`;
  const body = `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this payment (3-D Secure). This is the reference platform's test gateway: no real bank is contacted.</p>
<section class="card" aria-labelledby="payment-heading">
<h2 id="payment-heading">Payment</h2>
<dl>
<dt>Amount</dt><dd>${escapeHtml(money)}</dd>
<dt>Card</dt><dd>${escapeHtml(details.scheme)} ending in ${escapeHtml(details.lastDigits)}</dd>
<dt>Name on card</dt><dd>${escapeHtml(details.holder)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="outcome" value="authenticate">Authenticate</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail</button>
</form>
</section>`;
  return htmlPage("Confirm your payment (3-D Secure)", body, EXTRA_STYLE);
}

/** The intent id of the path (mountHandlers has checked it against its schema). */
const intentIdOf = (c: Context<AppEnv>) => c.req.param("intentId") ?? "";

function messagePage(title: string, text: string, link: { href: string; label: string }): string {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`, EXTRA_STYLE);
}

export function mountThreeDsPages(app: Hono<AppEnv>, deps: AppDeps, services: RequestServices) {
  const { gateway } = services;
  const flow = new PaymentFlow(deps, services);
  const sweeper = new PaymentSweeper(deps);
  const notWaiting = (back: string) =>
    messagePage("Payment not waiting", "This payment is not waiting for authentication any more.", { href: back, label: "Back to the request" });

  mountHandlers(app, ENDPOINTS.showThreeDsChallenge, async (c) => {
    c.header("Cache-Control", "no-store");
    const intent = await gateway.intent(intentIdOf(c));
    if (!intent) return c.html(messagePage("Payment not found", "There is no payment waiting for authentication here.", { href: "/request-a-rider", label: "Back to the request" }), 404);
    if (intent.status === "succeeded" && intent.orderId)
      return c.html(messagePage("Payment confirmed", "This payment is already confirmed.", { href: successUrl(intent.orderId), label: "Follow the order" }));
    if (intent.status === "failed") return c.html(notWaiting(failedUrl(intent.intentId)), 409);
    if (intent.status !== "requires_action" || !intent.pendingCard || intent.expiresAtMs <= deps.now()) {
      // Abandoned past its lifetime: cancelled now (its order PAYMENT_CANCELLED), not left for the sweeper.
      if (intent.status === "requires_action") await sweeper.sweep();
      return c.html(notWaiting(cancelledUrl(intent.intentId)), 409);
    }
    const card = intent.pendingCard;
    return c.html(
      challengePage(intent.intentId, { amount: intent.amount, currency: intent.currency, lastDigits: card.last_digits, scheme: card.scheme, holder: card.holder_name }),
    );
  });

  mountHandlers(app, ENDPOINTS.answerThreeDsChallenge, async (c) => {
    c.header("Cache-Control", "no-store");
    const intent = await gateway.intent(intentIdOf(c));
    if (!intent) return c.html(messagePage("Payment not found", "There is no payment waiting for authentication here.", { href: "/request-a-rider", label: "Back to the request" }), 404);
    let outcome: unknown;
    try {
      outcome = (await c.req.parseBody()).outcome;
    } catch {
      outcome = undefined;
    }
    // Answering twice (a double click, a reload) lands where the first answer went.
    if (intent.status === "succeeded" && intent.orderId) return c.redirect(successUrl(intent.orderId), 302);
    if (intent.status === "failed") return c.redirect(failedUrl(intent.intentId), 302);
    if (intent.status === "cancelled") return c.redirect(cancelledUrl(intent.intentId), 302);
    if (intent.status !== "requires_action" || !intent.orderId || !intent.pendingCard || intent.expiresAtMs <= deps.now()) {
      if (intent.status === "requires_action") {
        await sweeper.sweep();
        return c.redirect(cancelledUrl(intent.intentId), 302);
      }
      return c.html(notWaiting(cancelledUrl(intent.intentId)), 409);
    }
    if (outcome !== "authenticate" && outcome !== "fail")
      return c.html(messagePage("Choose an answer", "Please choose Authenticate or Fail.", { href: `${THREE_DS_PATH}/${encodeURIComponent(intent.intentId)}`, label: "Back to the payment" }), 400);
    if (outcome === "authenticate") {
      if (await gateway.transition(intent.intentId, "requires_action", "succeeded")) await flow.succeed(intent, intent.orderId, intent.pendingCard, "challenge");
      deps.logger.info({ intentId: intent.intentId, orderId: intent.orderId }, "3-D Secure authenticated");
      return c.redirect(successUrl(intent.orderId), 302);
    }
    if (await gateway.transition(intent.intentId, "requires_action", "failed")) await flow.fail(intent.orderId);
    deps.logger.info({ intentId: intent.intentId, orderId: intent.orderId }, "3-D Secure failed");
    return c.redirect(failedUrl(intent.intentId), 302);
  });
}
