// The services of the platform an endpoint belongs to: the base path its path is under (and the
// bases that serve the very same routes), and how the API reference introduces them.

/** The payment gateway's 3-D Secure page (re-exported by ../payment.ts). */
export const THREE_DS_PATH = "/payments/3ds";

export type ServiceId = "identity" | "orders" | "live" | "flags" | "platform" | "map" | "payments" | "tracking" | "helpCentre";

export type Service = {
  readonly id: ServiceId;
  readonly title: string;
  /** Base path every endpoint of the service is under ("" for root paths). */
  readonly base: string;
  /** Further bases that serve the very same endpoints. */
  readonly aliases?: readonly string[];
  readonly description: string;
};

/** In the order the reference shows them. */
export const SERVICES: Readonly<Record<ServiceId, Service>> = {
  identity: {
    id: "identity",
    title: "Identity",
    base: "/identity/v1",
    description:
      "Sign-in, registration with a verification mail, password reset with a 6-digit code, the rotating refresh token (HttpOnly cookie rrp_refresh, Path=/identity/v1), guest and external-platform tokens, and the demo mailbox. Failed sign-ins are limited to 10 per e-mail and IP address and 30 per IP address in 5 minutes; registration, password reset and guest tokens are limited per IP address.",
  },
  orders: {
    id: "orders",
    title: "Orders service",
    base: "/orders/api/v1",
    aliases: ["/hurrier/api/v1"],
    description:
      "The spec's calls: vendors, country parameters, orders and their tracking, riders, the geolocator, delivery fees and areas, order create and update, the address book, online payments and vouchers. Every route is also served, with the same handlers, under /hurrier/api/v1. Every call needs an Authorization header; vendor-scoped calls check that the caller owns the vendor or its parent (403 otherwise, 404 for an unknown vendor).",
  },
  live: {
    id: "live",
    title: "Live channel",
    base: "",
    description:
      'WebSocket at /ws. Connect with the query parameter Authorization=<base64 of the Authorization header value> (for example base64 of "Bearer <AccessToken>;<IdToken>"); an invalid or missing one is refused with 401 before the upgrade. Then send {"action":"subscribeToVendor","data":{"vendor_id":"DK-1001"}} (schema LiveClientMessage). The platform answers {"type":"subscribe_ok","data":{"vendor_id":…}} for a vendor the caller owns (or whose parent it owns) and {"type":"error","data":{"message","translation_key"}} otherwise; from then on every change of an order of that vendor or of its outlets arrives as {"type":"order_update","data":<OrderRecord>} (schema LiveServerMessage). Subscriptions add up; a ping frame every 25 s keeps the socket open.',
  },
  flags: {
    id: "flags",
    title: "Feature flags",
    base: "",
    description:
      "The flag provider per region (read by the portal with a 2 s timeout, then every 5 minutes) and the static fallback file it falls back to. PUT changes flags (the end-to-end tests flip maintenance this way) and needs the X-Admin-Key header.",
  },
  platform: {
    id: "platform",
    title: "Build and deployment",
    base: "",
    description:
      "The asset manifest the build check polls every 5 minutes (its version changes when a new build is deployed) and the raw deployment configuration the portal validates at startup.",
  },
  map: {
    id: "map",
    title: "Map data",
    base: "/map",
    description:
      "The platform's own map style and street data, public (the map shows before sign-in). Any other path under /map answers a JSON 404. Delivery-area polygons come from the orders service (GET /orders/api/v1/delivery/area/{vendorId}).",
  },
  tracking: {
    id: "tracking",
    title: "Public tracking",
    base: "/tracking-api/v1",
    description:
      "What a recipient sees without an account: the order behind a tracking link, its live changes (server-sent events) and its delivery receipt. The link's random public id (22 base64url characters, 128 bits) is the capability; a wrong, expired or guessed one gets the same 404 (tracking.not-found). A link stops answering 7 days after its order finished. Answers hold only the recipient's part of the order (no vendor data, phone numbers or internal ids).",
  },
  payments: {
    id: "payments",
    title: "3-D Secure (test gateway)",
    base: THREE_DS_PATH,
    description:
      "The test gateway's 3-D Secure challenge page. The browser is sent here by the redirect_required.redirectUrl of a payment confirmation; it has no Authorization header, the unguessable intent id is the capability. HTML pages, no script.",
  },
  helpCentre: {
    id: "helpCentre",
    title: "Help centre",
    base: "",
    description:
      "The help-centre service of the deployment's region (EU, AP, staging hosts; HELP_CENTRE_HOST). The reference platform serves it in the same process: the init call, the help page for the iframe at /help-centre/{region}/ (articles in en and da, search, a contact form) and the support requests the page files with the token the portal's bridge grants it.",
  },
};
