// The pages of the portal as the root `app` machine sees them: which kind of page a path is, the
// vendor sections (paths with a /{vendorId} segment), the page of the live update rule, and the order
// a page's query names. Pure functions of the router's location; the router reports the location with
// PAGE.CHANGED and ROUTE.VENDOR, the root decides from these.
import type { LivePage } from "@domain/orders";

/** The pages whose flows the root starts and stops (login, registration, password reset, request, tracking, history). */
export const PAGE_KINDS = ["landing", "connect", "register", "forgotPassword", "request", "tracking", "history", "other"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const VENDOR_SECTIONS = ["request-a-rider", "order-tracking", "history", "bulk-order", "helpcenter"] as const;
export type VendorSection = (typeof VENDOR_SECTIONS)[number];

const firstSegment = (pathname: string) => pathname.split("/").filter(Boolean)[0] ?? "";

/** The app section a path belongs to, or null for other pages (landing, public pages…). */
export function sectionOf(pathname: string): VendorSection | null {
  const first = firstSegment(pathname);
  return (VENDOR_SECTIONS as readonly string[]).includes(first) ? (first as VendorSection) : null;
}

/** The vendor segment of a vendor section's path (/{section}/{vendorId}/…), or null. */
export function routeVendorOf(pathname: string): string | null {
  if (!sectionOf(pathname)) return null;
  const second = pathname.split("/").filter(Boolean)[1];
  return second ? decodeURIComponent(second) : null;
}

/** The kind of page of a path. */
export function pageOf(pathname: string): PageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/" || path === "") return "landing";
  if (path === "/connect") return "connect";
  if (path === "/register") return "register";
  if (path === "/forgot-password") return "forgotPassword";
  switch (sectionOf(path)) {
    case "request-a-rider":
      return "request";
    case "order-tracking":
      return "tracking";
    case "history":
      return "history";
    default:
      return "other";
  }
}

/** Which page the live update rule applies for a path (tracking, history or other). */
export function livePageOf(pathname: string): LivePage {
  const first = firstSegment(pathname);
  if (first === "order-tracking") return "tracking";
  if (first === "history") return "history";
  return "other";
}

/** The order a page's query names: ?order_id= on tracking and history, ?orderID= (update mode) on the request page. */
/** The request page's return from the 3-D Secure page: ?payment=failed|cancelled&intent=<id> (issue 17). */
export function pagePaymentReturn(kind: PageKind, search: Record<string, unknown> | undefined): { intentId: string } | null {
  if (kind !== "request" || (search?.payment !== "failed" && search?.payment !== "cancelled")) return null;
  const intent = search?.intent;
  return typeof intent === "string" && intent.length > 0 ? { intentId: intent } : null;
}

export function pageOrderId(kind: PageKind, search: Record<string, unknown> | undefined): string | null {
  const value = kind === "request" ? search?.orderID : kind === "tracking" || kind === "history" ? search?.order_id : undefined;
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.length > 0 ? value : null;
}
