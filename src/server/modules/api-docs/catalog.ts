// The API reference in one declarative list: every route the platform serves, by service, with its
// method, path, summary, authorization, parameters, request schema and answer schema (names of
// ./schemas). The OpenAPI document (./openapi) and the /api-docs page (./page) are generated from
// it, and tests/server/api-docs.test.ts compares it with the routes the Hono app really registers
// (both ways), so keep it true: a new route needs an entry here (or in UNDOCUMENTED_ROUTES).
import { COUNTRY_PARAMETER_NAMES, COUNTRY_PARAMETER_NOT_FOUND_KEY } from "../../../domain/contract/country-parameter";
import { FLAG_REGION_NOT_FOUND_KEY } from "../../../domain/contract/flags";
import { VOUCHER_ERROR_KEYS } from "../../../domain/contract/payment";
import { VENDOR_FETCH_ERROR_KEY } from "../../../domain/contract/vendor";
import type { SchemaName } from "./schemas";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/**
 * Who may call:
 * - none: public;
 * - any: a signed-in user (Bearer <AccessToken>;<IdToken>), a guest (Bearer <guestToken>) or an
 *   external platform (ExternalPlatform <jwt>);
 * - owner: a signed-in user or an external platform acting for the vendor (not a guest);
 * - user: a signed-in user only;
 * - refresh: the HttpOnly refresh cookie (or a refresh_token in the body);
 * - admin: the X-Admin-Key header;
 * - live: the Authorization query parameter of the live channel (or the Authorization header);
 * - capability: no header; the unguessable id in the path is the capability.
 */
export type AuthKind = "none" | "any" | "owner" | "user" | "refresh" | "admin" | "live" | "capability";

export type ServiceId = "identity" | "orders" | "live" | "flags" | "platform" | "map" | "payments";

export type Service = {
  id: ServiceId;
  title: string;
  /** Base path every route of the service is under ("" for root paths). */
  base: string;
  /** Further bases that serve the very same routes. */
  aliases?: string[];
  description: string;
};

export type ErrorSpec = { status: number; description: string };

/**
 * A path parameter: what it is, the schema every value must match (the platform checks it before
 * the handler runs: src/server/http/route-input.ts) and the translation key of the 404 a value
 * outside the schema answers (error.not-found unless told).
 */
export type PathParam = { description: string; schema: SchemaName; notFoundKey?: string };

export type Answer = {
  status: number;
  description: string;
  schema?: SchemaName;
  /** application/json unless told. */
  contentType?: string;
  /** Response headers worth knowing (name → description). */
  headers?: Record<string, string>;
};

export type DocRoute = {
  service: ServiceId;
  method: HttpMethod;
  /** Path under the service base, OpenAPI style: /vendor/{id}. */
  path: string;
  summary: string;
  description?: string;
  auth: AuthKind;
  /** Path parameters by name (every {name} of the path has one). */
  params?: Record<string, PathParam>;
  /** An object schema whose entries are the query parameters (checked before the handler runs, 400 otherwise). */
  query?: SchemaName;
  /** Request body schema. */
  body?: SchemaName;
  /** application/json unless told. */
  bodyType?: string;
  /** A body is accepted but not needed. */
  bodyOptional?: boolean;
  /** The success answer(s). */
  answers: Answer[];
  /** Error answers, each with the common error body (or errorSchema). */
  errors?: ErrorSpec[];
  errorSchema?: SchemaName;
  /** The error answers are pages (text/html), not JSON. */
  htmlErrors?: boolean;
  /** Further schemas a reader of this route needs (the live channel's messages, a token's payload). */
  related?: SchemaName[];
};

/** A route the app registers that is on purpose not in the reference, and why. */
export type UndocumentedRoute = { method: HttpMethod; path: string; reason: string };

export const SERVICES: readonly Service[] = [
  {
    id: "identity",
    title: "Identity",
    base: "/identity/v1",
    description:
      "Sign-in, registration with a verification mail, password reset with a 6-digit code, the rotating refresh token (HttpOnly cookie rrp_refresh, Path=/identity/v1), guest and external-platform tokens, and the demo mailbox. Failed sign-ins are limited to 10 per e-mail and IP address and 30 per IP address in 5 minutes; registration, password reset and guest tokens are limited per IP address.",
  },
  {
    id: "orders",
    title: "Orders service",
    base: "/orders/api/v1",
    aliases: ["/hurrier/api/v1"],
    description:
      "The spec's calls: vendors, country parameters, orders and their tracking, riders, the geolocator, delivery fees and areas, order create and update, the address book, online payments and vouchers. Every route is also served, with the same handlers, under /hurrier/api/v1. Every call needs an Authorization header; vendor-scoped calls check that the caller owns the vendor or its parent (403 otherwise, 404 for an unknown vendor).",
  },
  {
    id: "live",
    title: "Live channel",
    base: "",
    description:
      'WebSocket at /ws. Connect with the query parameter Authorization=<base64 of the Authorization header value> (for example base64 of "Bearer <AccessToken>;<IdToken>"); an invalid or missing one is refused with 401 before the upgrade. Then send {"action":"subscribeToVendor","data":{"vendor_id":"DK-1001"}} (schema LiveClientMessage). The platform answers {"type":"subscribe_ok","data":{"vendor_id":…}} for a vendor the caller owns (or whose parent it owns) and {"type":"error","data":{"message","translation_key"}} otherwise; from then on every change of an order of that vendor or of its outlets arrives as {"type":"order_update","data":<OrderRecord>} (schema LiveServerMessage). Subscriptions add up; a ping frame every 25 s keeps the socket open.',
  },
  {
    id: "flags",
    title: "Feature flags",
    base: "",
    description:
      "The flag provider per region (read by the portal with a 2 s timeout, then every 5 minutes) and the static fallback file it falls back to. PUT changes flags (the end-to-end tests flip maintenance this way) and needs the X-Admin-Key header.",
  },
  {
    id: "platform",
    title: "Build and deployment",
    base: "",
    description:
      "The asset manifest the build check polls every 5 minutes (its version changes when a new build is deployed) and the raw deployment configuration the portal validates at startup.",
  },
  {
    id: "map",
    title: "Map data",
    base: "/map",
    description:
      "The platform's own map style and street data, public (the map shows before sign-in). Any other path under /map answers a JSON 404. Delivery-area polygons come from the orders service (GET /orders/api/v1/delivery/area/{vendorId}).",
  },
  {
    id: "payments",
    title: "3-D Secure (test gateway)",
    base: "/payments/3ds",
    description:
      "The test gateway's 3-D Secure challenge page. The browser is sent here by the redirect_required.redirectUrl of a payment confirmation; it has no Authorization header, the unguessable intent id is the capability. HTML pages, no script.",
  },
];

const E = {
  validation: { status: 400, description: "Validation failed: the body carries issues [{path, message}]." },
  unauthorized: { status: 401, description: "No valid Authorization header." },
  forbidden: { status: 403, description: "The caller may not act for this vendor or order." },
  vendorNotFound: { status: 404, description: "Unknown vendor." },
  notFound: { status: 404, description: "Not found." },
  tooMany: { status: 429, description: "Too many requests from this address: wait and try again." },
} satisfies Record<string, ErrorSpec>;

const vendorParam = (name = "id", notFoundKey?: string): Record<string, PathParam> => ({
  [name]: { description: "Vendor id, e.g. DK-1001.", schema: "VendorIdParam", ...(notFoundKey ? { notFoundKey } : {}) },
});

const signatureErrors: ErrorSpec = {
  status: 400,
  description:
    'Validation failed (issues name the fields), or the fee signature expired or does not match: message "SignatureExpired", translation_key error.fee.changed — fetch a new fee and retry.',
};

export const ROUTES: readonly DocRoute[] = [
  // ---- Identity -------------------------------------------------------------------------------
  {
    service: "identity",
    method: "POST",
    path: "/login",
    summary: "Sign in with e-mail and password",
    description:
      'Answers the tokens and sets the refresh cookie rrp_refresh (HttpOnly, SameSite=Strict, Path=/identity/v1). meta.Expires is the unix time (seconds) when the AccessToken expires (3600 s by default). Errors carry the identity provider\'s messages ("Failed to login: user not found", "… invalid password", "… user not confirmed", "… too many requests", "… invalid parameter") with translation_key "auth." + message.',
    auth: "none",
    body: "LoginRequest",
    answers: [{ status: 200, description: "Signed in.", schema: "LoginAnswer", headers: { "Set-Cookie": "rrp_refresh=<refresh token>; HttpOnly; SameSite=Strict; Path=/identity/v1" } }],
    errors: [
      { status: 400, description: "Failed to login: invalid parameter." },
      { status: 401, description: "Failed to login: user not found / invalid password / user not confirmed." },
      { status: 429, description: "Failed to login: too many requests (10 attempts per e-mail and IP address in 5 minutes)." },
    ],
  },
  {
    service: "identity",
    method: "POST",
    path: "/refresh",
    summary: "Exchange the refresh token for new tokens",
    description:
      "Reads the refresh token from the rrp_refresh cookie (or the optional body). The refresh token is rotated: the old one is revoked and the cookie re-set; presenting a revoked token revokes its whole family.",
    auth: "refresh",
    body: "RefreshRequest",
    bodyOptional: true,
    answers: [{ status: 200, description: "New tokens.", schema: "LoginAnswer", headers: { "Set-Cookie": "the rotated rrp_refresh cookie" } }],
    errors: [{ status: 401, description: "Missing, invalid, expired or revoked refresh token (Failed to login: invalid parameter); the cookie is cleared." }],
  },
  {
    service: "identity",
    method: "POST",
    path: "/logout",
    summary: "Sign out",
    description: "Revokes the refresh token of the cookie (or body) and clears the cookie.",
    auth: "refresh",
    body: "RefreshRequest",
    bodyOptional: true,
    answers: [{ status: 204, description: "Signed out (no body)." }],
  },
  {
    service: "identity",
    method: "POST",
    path: "/register",
    summary: "Create an account",
    description:
      "Exactly one of vendor_code (links the user as owner of that existing vendor) and vendor_name (creates a new single-outlet vendor). The password needs at least 8 characters with a letter, a number, an uppercase and a lowercase letter and one of !@#$%^&*. A verification mail with a link valid 24 hours lands in the mailbox.",
    auth: "none",
    body: "RegisterRequest",
    answers: [{ status: 201, description: "Account created; verification mail sent.", schema: "RegisterAnswer" }],
    errors: [
      {
        status: 400,
        description:
          "registration.error.vendor-missing, registration.error.wrong-email, registration.error.password-rules, registration.error.password-mismatch or registration.error.generic.",
      },
      { status: 409, description: "registration.error.email-registered or registration.error.already-linked-outlet." },
      E.tooMany,
    ],
  },
  {
    service: "identity",
    method: "GET",
    path: "/verify",
    summary: "Open the verification link",
    description: "The link of the verification mail. Redirects to /connect?verified=1, or verified=expired (older than 24 hours) or verified=invalid.",
    auth: "none",
    query: "VerifyQuery",
    answers: [{ status: 302, description: "Redirect to the portal's sign-in page.", contentType: "none", headers: { Location: "/connect?verified=1 | expired | invalid" } }],
    errors: [E.validation],
  },
  {
    service: "identity",
    method: "POST",
    path: "/forgot-password",
    summary: "Ask for a password reset code",
    description: "Always 202, whether the user exists or not. When it does, a mail with a 6-digit code valid for 1 hour lands in the mailbox.",
    auth: "none",
    body: "ForgotPasswordRequest",
    answers: [{ status: 202, description: "Accepted.", schema: "ForgotPasswordAnswer" }],
    errors: [E.validation, E.tooMany],
  },
  {
    service: "identity",
    method: "POST",
    path: "/reset-password",
    summary: "Set a new password with the reset code",
    auth: "none",
    body: "ResetPasswordRequest",
    answers: [{ status: 200, description: "Password changed.", schema: "ResetPasswordAnswer" }],
    errors: [
      { status: 400, description: "password-reset.error.code-invalid, password-reset.error.password-rules or password-reset.error.password-mismatch." },
      E.tooMany,
    ],
  },
  {
    service: "identity",
    method: "POST",
    path: "/guest",
    summary: "Get a guest token",
    description: "A JWT with role guest, sent as Authorization: Bearer <token> by the guest request flow.",
    auth: "none",
    answers: [{ status: 200, description: "A guest token and its expiry (unix seconds).", schema: "GuestTokenAnswer" }],
    errors: [E.tooMany],
  },
  {
    service: "identity",
    method: "POST",
    path: "/platform-token",
    summary: "Issue an external-platform (GODROID) token (demo)",
    description: "For a signed-in owner of the vendor: a JWT whose payload has platform_tokens [{vendor_id, token}] (schema PlatformTokenPayload), used as Authorization: ExternalPlatform <token>.",
    auth: "user",
    body: "PlatformTokenRequest",
    related: ["PlatformTokenPayload"],
    answers: [{ status: 200, description: "The token.", schema: "PlatformTokenAnswer" }],
    errors: [E.validation, E.unauthorized, { status: 403, description: "Not a signed-in user, or not an owner of the vendor." }, E.tooMany],
  },
  {
    service: "identity",
    method: "GET",
    path: "/mailbox",
    summary: "Read the demo mailbox",
    description:
      "The mails the embedded SMTP catcher received for one address (verification links, reset codes), newest first; there is no list of everybody's mails. Outside production only, and only to callers on the platform's machine unless MAILBOX=open (the page /mailbox shows the same mails).",
    auth: "none",
    query: "MailboxQuery",
    answers: [{ status: 200, description: "The mails to that address.", schema: "MailboxAnswer" }],
    errors: [
      { status: 400, description: "No e-mail address given." },
      { status: 403, description: "The caller is not on the platform's machine (loopback) and MAILBOX is not open." },
      { status: 404, description: "The demo mailbox does not exist (production, or MAILBOX=off)." },
    ],
  },

  // ---- Orders service: vendors and country parameters -------------------------------------------
  {
    service: "orders",
    method: "GET",
    path: "/vendors",
    summary: "List the caller's vendors",
    description: "Vendors whose owners include the user's e-mail, or whose parent's owners do (for an external-platform token: its vendors and their outlets; for a guest: none), ordered by vendor id.",
    auth: "any",
    answers: [{ status: 200, description: "The vendors.", schema: "VendorsAnswer" }],
    errors: [E.unauthorized],
  },
  {
    service: "orders",
    method: "GET",
    path: "/vendor/{id}",
    summary: "Read one vendor",
    auth: "any",
    params: vendorParam("id", VENDOR_FETCH_ERROR_KEY),
    answers: [{ status: 200, description: "The vendor.", schema: "VendorAnswer" }],
    errors: [
      E.unauthorized,
      { status: 403, description: "Not an owner (translation_key unable-to-fetch-vendor)." },
      { status: 404, description: "Unknown vendor (translation_key unable-to-fetch-vendor)." },
    ],
  },
  {
    service: "orders",
    method: "GET",
    path: "/get-country-parameter/{name}",
    summary: "Read a country parameter",
    description: `Values are strings: serviceHours ("0800:2200"), onlinePaymentActivated ("true"), orderItemValueExceedLimit ("5000"), paymentMethods ("CASH_ON_DELIVERY|ONLINE_PAYMENT|PAID"), allOutletOrders ("true"). serviceHours with vendor_id answers that vendor's own hours when it has them. Any authenticated caller, guests included; with a vendor_id only an owner of that vendor or of its parent (a guest: only the guest placeholder vendorID).`,
    auth: "any",
    params: {
      name: { description: `One of ${COUNTRY_PARAMETER_NAMES.join(", ")}.`, schema: "CountryParameterName", notFoundKey: COUNTRY_PARAMETER_NOT_FOUND_KEY },
    },
    query: "CountryParameterQuery",
    answers: [{ status: 200, description: "The value.", schema: "CountryParameterAnswer" }],
    errors: [
      E.validation,
      E.unauthorized,
      E.forbidden,
      { status: 404, description: "Unknown or unset parameter (country-parameter.not-found), or unknown vendor_id." },
    ],
  },

  // ---- Orders service: tracking ----------------------------------------------------------------
  {
    service: "orders",
    method: "GET",
    path: "/vendor/{id}/orders",
    summary: "List a vendor's orders",
    description:
      "Newest first, count per page (default 30, at most 1000); pass the answer's pagination_key to read the next page. from/to (unix seconds, inclusive) bound created_at, or preordered_for with scheduled=true. include_outlets adds the outlets' orders for a parent vendor.",
    auth: "any",
    params: vendorParam(),
    query: "OrdersQuery",
    answers: [{ status: 200, description: "A page of orders.", schema: "OrdersAnswer" }],
    errors: [E.validation, E.unauthorized, E.forbidden, E.vendorNotFound],
  },
  {
    service: "orders",
    method: "GET",
    path: "/order",
    summary: "Read one order",
    description: "An order of the vendor (or of one of its outlets when vendorId is the parent). A guest reads only the orders it placed.",
    auth: "any",
    query: "OrderQuery",
    answers: [{ status: 200, description: "The order.", schema: "OrderAnswer" }],
    errors: [E.validation, E.unauthorized, E.forbidden, { status: 404, description: "Unknown vendor or order, or an order of another vendor." }],
  },
  {
    service: "orders",
    method: "GET",
    path: "/order/proof",
    summary: "Read the proof of pickup, delivery or return",
    description:
      "The proof of an order of the vendor (or of one of its outlets) once it reached the status of that kind: pickup → PICKED_UP, delivery → DELIVERED, return → RETURNED_TO_VENDOR. taken_at is when that status was reached; the position is the customer's for delivery, the outlet's otherwise; image_svg is an SVG picture (the same order and kind always give the same picture). A guest reads only the proofs of the orders it placed.",
    auth: "any",
    query: "ProofQuery",
    answers: [{ status: 200, description: "The proof.", schema: "ProofAnswer" }],
    errors: [
      E.validation,
      E.unauthorized,
      E.forbidden,
      { status: 404, description: "Unknown vendor or order, or the order has not reached that status yet (order.proof.not-found)." },
    ],
  },
  {
    service: "orders",
    method: "PUT",
    path: "/order/cancel",
    summary: "Cancel an order",
    description: "Only while the order is cancellable (the portal's own rule, with the region's delayed-cancellation flag).",
    auth: "any",
    body: "CancelOrderRequest",
    answers: [{ status: 200, description: "The cancelled order.", schema: "OrderAnswer" }],
    errors: [
      { status: 400, description: "Validation failed, or the order cannot be cancelled any more (error.cant-cancel-order)." },
      E.unauthorized,
      E.forbidden,
      { status: 404, description: "Unknown vendor or order." },
      { status: 409, description: "The order kept changing while cancelling: try again." },
    ],
  },
  {
    service: "orders",
    method: "GET",
    path: "/riders/{riderId}",
    summary: "Read a rider and its position",
    description: "Only for a rider carrying one of the caller's orders (in progress, or finished within the last hour).",
    auth: "any",
    params: { riderId: { description: "Rider id (order.rider_id).", schema: "RiderIdParam" } },
    answers: [{ status: 200, description: "The rider.", schema: "RiderAnswer" }],
    errors: [E.validation, E.unauthorized, { status: 403, description: "The rider carries none of the caller's orders." }, { status: 404, description: "Unknown rider." }],
  },

  // ---- Orders service: request flow ------------------------------------------------------------
  {
    service: "orders",
    method: "GET",
    path: "/geolocator/autocomplete",
    summary: "Suggest addresses",
    description: "Address suggestions for the typed text (the gazetteer covers Copenhagen; other countries get none), nearest to lat/lng first when given. Language: the query's, else the country's geolocator language.",
    auth: "any",
    query: "AutocompleteQuery",
    answers: [{ status: 200, description: "Suggestions in data.data.", schema: "GeolocatorAnswer" }],
    errors: [E.validation, E.unauthorized],
  },
  {
    service: "orders",
    method: "GET",
    path: "/geolocator/reverse",
    summary: "Find the address at a point",
    auth: "any",
    query: "ReverseQuery",
    answers: [{ status: 200, description: "The nearest address as the first item of data.data (empty when none).", schema: "GeolocatorAnswer" }],
    errors: [E.validation, E.unauthorized],
  },
  {
    service: "orders",
    method: "GET",
    path: "/geolocator/details",
    summary: "Read a suggested address",
    auth: "any",
    query: "DetailsQuery",
    answers: [{ status: 200, description: "The address as the first item of data.data (empty when unknown).", schema: "GeolocatorAnswer" }],
    errors: [E.validation, E.unauthorized],
  },
  {
    service: "orders",
    method: "POST",
    path: "/delivery/fee",
    summary: "Price a delivery",
    description: "A distance-based fee with an HMAC signature over vendor, source, destination, amount and expiry; the order call needs both until expires_at.",
    auth: "any",
    body: "DeliveryFeeRequest",
    answers: [{ status: 200, description: "The signed fee.", schema: "DeliveryFeeAnswer" }],
    errors: [
      { status: 400, description: "Validation failed, or the distance is too long (request.error.cannot-compute-price)." },
      E.unauthorized,
      E.forbidden,
      E.vendorNotFound,
    ],
  },
  {
    service: "orders",
    method: "POST",
    path: "/delivery/area/validate",
    summary: "Check that a destination is deliverable",
    auth: "any",
    body: "AreaValidateRequest",
    answers: [{ status: 200, description: "DELIVERABLE or UNDELIVERABLE.", schema: "AreaValidateAnswer" }],
    errors: [E.validation, E.unauthorized, E.forbidden, E.vendorNotFound],
  },
  {
    service: "orders",
    method: "GET",
    path: "/delivery/area/{vendorId}",
    summary: "Read a vendor's delivery areas",
    auth: "any",
    params: vendorParam("vendorId"),
    answers: [{ status: 200, description: "Polygons as rings of [lng, lat] pairs.", schema: "DeliveryAreaAnswer" }],
    errors: [E.unauthorized, E.forbidden, E.vendorNotFound],
  },
  {
    service: "orders",
    method: "POST",
    path: "/estimations",
    summary: "Estimate pick-up and drop-off times",
    description: "Same body as the area validation.",
    auth: "any",
    body: "AreaValidateRequest",
    answers: [{ status: 200, description: "Minutes to pick-up and drop-off, and the distance.", schema: "EstimationsAnswer" }],
    errors: [E.validation, E.unauthorized, E.forbidden, E.vendorNotFound],
  },
  {
    service: "orders",
    method: "POST",
    path: "/order",
    summary: "Place an order",
    description:
      'For a vendor the caller owns (or the guest vendor placeholder "vendorID" for a guest), with a fee signed by POST /delivery/fee (and, with a voucher, the discounted fee signed by POST /voucher/validate). Not for ONLINE_PAYMENT: that goes through the payment intent.',
    auth: "any",
    body: "OrderCreatePayload",
    answers: [{ status: 200, description: "The new order's id.", schema: "OrderCreateAnswer" }],
    errors: [signatureErrors, E.unauthorized, E.forbidden, E.vendorNotFound],
  },
  {
    service: "orders",
    method: "PUT",
    path: "/order/{orderId}",
    summary: "Update an order before pick-up",
    description: "Owners only. The new destination must be deliverable and the new fee signed for it; an order paid online keeps its payment method.",
    auth: "owner",
    params: { orderId: { description: "Order id.", schema: "OrderIdParam" } },
    body: "OrderUpdatePayload",
    answers: [{ status: 200, description: "The order's id.", schema: "OrderCreateAnswer" }],
    errors: [
      signatureErrors,
      E.unauthorized,
      { status: 403, description: "A guest, or not an owner of the vendor." },
      { status: 404, description: "Unknown vendor or order." },
      { status: 409, description: "The order has already been picked up, or kept changing while updating." },
    ],
  },
  {
    service: "orders",
    method: "PUT",
    path: "/vendor/{id}/address",
    summary: "Save a vendor's origin address",
    description:
      'The request flow\'s "ask origin address" step. Checks in the spec\'s order: coordinates required ("No coordinates for that address"), notes at most 1000 bytes ("Notes are too long"), street address at most 255 bytes ("Address is too long"). Every error body also carries meta.translation_key. Vendor ids starting "a-" or "b-" cannot be edited.',
    auth: "owner",
    params: vendorParam(),
    body: "SavedAddress",
    answers: [{ status: 200, description: "The updated vendor.", schema: "SavedAddressAnswer" }],
    errors: [E.validation, E.unauthorized, { status: 403, description: "A guest, not an owner, or a read-only vendor." }, E.vendorNotFound],
    errorSchema: "SavedAddressErrorBody",
  },
  {
    service: "orders",
    method: "GET",
    path: "/addressbook/search-customers/{vendorId}",
    summary: "Search a vendor's past customers",
    description: "Customers of the vendor's orders (and its outlets' for a parent) whose name, phone number or address matches, newest first, at most 10. A guest gets an empty list.",
    auth: "any",
    params: vendorParam("vendorId"),
    query: "AddressBookQuery",
    answers: [{ status: 200, description: "Matching customers.", schema: "AddressBookAnswer" }],
    errors: [E.validation, E.unauthorized, E.forbidden, E.vendorNotFound],
  },

  // ---- Orders service: payments and vouchers ---------------------------------------------------
  {
    service: "orders",
    method: "POST",
    path: "/order/payment/auth/{vendorId}",
    summary: "Open a payment wallet",
    description: "Only where the vendor and the country offer ONLINE_PAYMENT; never for guests.",
    auth: "owner",
    params: vendorParam("vendorId"),
    answers: [{ status: 200, description: "The wallet and its access token.", schema: "PaymentWalletAnswer" }],
    errors: [
      { status: 400, description: "Online payment is not available for this vendor (error.payment.get-if-enabled)." },
      E.unauthorized,
      { status: 403, description: "A guest, or not an owner of the vendor." },
      E.vendorNotFound,
    ],
  },
  {
    service: "orders",
    method: "GET",
    path: "/order/payment/public-key",
    summary: "Read the card encryption key",
    description: "The RSA-OAEP-256 public key (JWK) the portal encrypts every card field with (compact JWE); card numbers never travel in clear.",
    auth: "any",
    answers: [{ status: 200, description: "The key and its id.", schema: "PaymentPublicKeyAnswer" }],
    errors: [E.unauthorized],
  },
  {
    service: "orders",
    method: "GET",
    path: "/order/payment/cards/{vendorId}",
    summary: "List a vendor's saved cards",
    auth: "owner",
    params: vendorParam("vendorId"),
    answers: [{ status: 200, description: "The saved cards.", schema: "SavedCardsAnswer" }],
    errors: [E.unauthorized, { status: 403, description: "A guest, or not an owner of the vendor." }, E.vendorNotFound],
  },
  {
    service: "orders",
    method: "POST",
    path: "/order/payment/intent",
    summary: "Create a payment intent for an order",
    description: "Every rule of POST /order applies to the order (SignatureExpired included), with payment method ONLINE_PAYMENT.",
    auth: "owner",
    body: "PaymentIntentRequest",
    answers: [{ status: 200, description: "The intent and the payment instruments.", schema: "PaymentIntentAnswer" }],
    errors: [
      signatureErrors,
      { status: 401, description: "No valid Authorization header, or an invalid or expired wallet (error.payment.init)." },
      { status: 403, description: "A guest, or not an owner of the vendor." },
      E.vendorNotFound,
    ],
  },
  {
    service: "orders",
    method: "POST",
    path: "/order/payment/intent/confirm",
    summary: "Confirm a payment",
    description:
      "With a saved card (payment_instrument_id) or a new card encrypted with the public key (card). Success answers the order id; a 3-D Secure challenge also answers redirect_required.redirectUrl (/payments/3ds/{intentId}).",
    auth: "owner",
    body: "PaymentConfirmRequest",
    answers: [{ status: 200, description: "The order id (and the 3-D Secure redirect when needed).", schema: "PaymentConfirmAnswer" }],
    errors: [
      { status: 400, description: "Validation failed, unknown or expired card (error.payment.card-invalid), changed key, or an expired intent." },
      { status: 401, description: "No valid Authorization header, or an invalid or expired wallet." },
      { status: 402, description: "Card declined (error.payment.declined)." },
      { status: 403, description: "A guest, or not an owner of the vendor." },
      { status: 404, description: "Unknown payment intent." },
      { status: 409, description: "The intent was already confirmed." },
    ],
  },
  {
    service: "orders",
    method: "POST",
    path: "/voucher/validate",
    summary: "Apply a voucher to a signed fee",
    description: "Answers the discounted fee with a new signature bound to the voucher; send them as discounted_delivery_fee and discounted_delivery_fee_signature with the order.",
    auth: "any",
    body: "VoucherValidateRequest",
    answers: [{ status: 200, description: "The voucher and the discounted, signed fee.", schema: "VoucherValidateAnswer" }],
    errors: [
      { status: 400, description: "Unknown, expired or unusable voucher, or an invalid request (voucher.error.validation.message); SignatureExpired for an expired fee." },
      E.unauthorized,
      E.forbidden,
      E.vendorNotFound,
    ],
  },
  {
    service: "orders",
    method: "GET",
    path: "/voucher/{code}",
    summary: "Read a voucher",
    auth: "any",
    params: { code: { description: "Voucher code (case-insensitive).", schema: "VoucherCodeParam", notFoundKey: VOUCHER_ERROR_KEYS.get } },
    answers: [{ status: 200, description: "The voucher's details.", schema: "VoucherAnswer" }],
    errors: [E.unauthorized, { status: 404, description: "Unknown voucher (voucher.error.get.message)." }],
  },

  // ---- Live channel ----------------------------------------------------------------------------
  {
    service: "live",
    method: "GET",
    path: "/ws",
    summary: "Open the live channel (WebSocket)",
    description:
      "Upgrade to a WebSocket. Client messages: LiveClientMessage (subscribeToVendor). Server messages: LiveServerMessage (subscribe_ok, order_update with an OrderRecord, error).",
    auth: "live",
    query: "LiveQuery",
    related: ["LiveClientMessage", "LiveServerMessage", "OrderRecord"],
    answers: [
      {
        status: 101,
        description: "The socket is open. Messages are JSON text frames (LiveClientMessage in, LiveServerMessage out).",
        contentType: "none",
        headers: { Upgrade: "websocket" },
      },
    ],
    errors: [E.validation, E.unauthorized],
  },

  // ---- Flags -----------------------------------------------------------------------------------
  {
    service: "flags",
    method: "GET",
    path: "/flags/{region}",
    summary: "Read a region's flags",
    auth: "none",
    params: { region: { description: "Region: eu, ap or me.", schema: "FlagRegion", notFoundKey: FLAG_REGION_NOT_FOUND_KEY } },
    answers: [{ status: 200, description: "Flag name → on/off.", schema: "FlagsAnswer" }],
    errors: [{ status: 404, description: "Unknown region (flags.region-not-found)." }],
  },
  {
    service: "flags",
    method: "PUT",
    path: "/flags/{region}",
    summary: "Change a region's flags",
    description:
      "Only known flag names; the others keep their value. The key is ADMIN_KEY; without it the platform generates a random key per run and logs it (production refuses to start without ADMIN_KEY).",
    auth: "admin",
    params: { region: { description: "Region: eu, ap or me.", schema: "FlagRegion", notFoundKey: FLAG_REGION_NOT_FOUND_KEY } },
    body: "FlagsUpdateRequest",
    answers: [{ status: 200, description: "Every flag of the region after the change.", schema: "FlagsAnswer" }],
    errors: [E.validation, { status: 401, description: "Missing or wrong X-Admin-Key." }, { status: 404, description: "Unknown region." }],
  },
  {
    service: "flags",
    method: "GET",
    path: "/flags-fallback.json",
    summary: "Read the static fallback flags",
    auth: "none",
    answers: [{ status: 200, description: "The fallback flags file.", schema: "FlagsAnswer" }],
  },

  // ---- Build and deployment --------------------------------------------------------------------
  {
    service: "platform",
    method: "GET",
    path: "/asset-manifest.json",
    summary: "Read the asset manifest",
    description: 'version is "dev" when no build is deployed.',
    auth: "none",
    answers: [{ status: 200, description: "The build's version and files.", schema: "AssetManifest" }],
  },
  {
    service: "platform",
    method: "GET",
    path: "/deployment.json",
    summary: "Read the deployment configuration",
    description: "The raw configuration (from the environment) as the portal receives it; the portal validates it against this schema and shows a startup error page listing every problem.",
    auth: "none",
    answers: [{ status: 200, description: "The raw deployment configuration.", schema: "Deployment" }],
  },

  // ---- Map -------------------------------------------------------------------------------------
  {
    service: "map",
    method: "GET",
    path: "/style.json",
    summary: "Read the map style",
    description: "A MapLibre style (version 8) with no external URLs; its streets source points at <origin>/map/streets.geojson.",
    auth: "none",
    answers: [{ status: 200, description: "The style.", schema: "MapStyle" }],
  },
  {
    service: "map",
    method: "GET",
    path: "/streets.geojson",
    summary: "Read the street data",
    description: "Cached for a day, with an ETag (If-None-Match answers 304).",
    auth: "none",
    answers: [
      { status: 200, description: "The streets as GeoJSON.", schema: "StreetCollection", contentType: "application/geo+json", headers: { ETag: "Entity tag of the data." } },
      { status: 304, description: "Not modified (If-None-Match matched the ETag).", contentType: "none" },
    ],
  },

  // ---- 3-D Secure ------------------------------------------------------------------------------
  {
    service: "payments",
    method: "GET",
    path: "/{intentId}",
    summary: "Show the 3-D Secure challenge page",
    description: "An HTML page with the amount, the card and two buttons: Authenticate and Fail.",
    auth: "capability",
    params: { intentId: { description: "Payment intent id (from redirect_required.redirectUrl).", schema: "PaymentIntentIdParam" } },
    answers: [{ status: 200, description: "The challenge page (or a page saying the payment is already confirmed).", contentType: "text/html" }],
    errors: [
      { status: 404, description: "No payment waiting here (an HTML page)." },
      { status: 409, description: "The payment is not waiting for authentication any more (an HTML page)." },
    ],
    htmlErrors: true,
  },
  {
    service: "payments",
    method: "POST",
    path: "/{intentId}",
    summary: "Answer the 3-D Secure challenge",
    description:
      "Authenticate commits the payment and redirects to /order-tracking?order_id=<id>&payment=success; Fail marks it failed and redirects to /request-a-rider?payment=failed. Answering twice lands where the first answer went.",
    auth: "capability",
    params: { intentId: { description: "Payment intent id.", schema: "PaymentIntentIdParam" } },
    body: "ThreeDsForm",
    bodyType: "application/x-www-form-urlencoded",
    answers: [{ status: 302, description: "Back to the portal.", contentType: "none", headers: { Location: "/order-tracking?order_id=…&payment=success or /request-a-rider?payment=failed" } }],
    errors: [
      { status: 400, description: "Neither Authenticate nor Fail was chosen (an HTML page)." },
      { status: 404, description: "No payment waiting here (an HTML page)." },
      { status: 409, description: "The payment is not waiting for authentication any more (an HTML page)." },
    ],
    htmlErrors: true,
  },
];

/** Registered on purpose without a place in the reference. */
export const UNDOCUMENTED_ROUTES: readonly UndocumentedRoute[] = [
  { method: "GET", path: "/healthz", reason: "Liveness probe (200 text/plain ok)." },
  { method: "GET", path: "/mailbox", reason: "The demo mailbox's HTML page (its JSON is GET /identity/v1/mailbox)." },
  { method: "GET", path: "/api-docs", reason: "This reference page." },
  { method: "GET", path: "/api-docs/openapi.json", reason: "This reference as OpenAPI 3.1." },
];

export const serviceOf = (id: ServiceId): Service => {
  const found = SERVICES.find((s) => s.id === id);
  if (!found) throw new Error(`unknown service ${id}`);
  return found;
};

/** The full path of a route under its service's base (OpenAPI style). */
export const fullPath = (route: DocRoute): string => `${serviceOf(route.service).base}${route.path}`;

/** Every full path the route is served at (the base and its aliases). */
export const servedPaths = (route: DocRoute): string[] => {
  const service = serviceOf(route.service);
  return [service.base, ...(service.aliases ?? [])].map((base) => `${base}${route.path}`);
};
