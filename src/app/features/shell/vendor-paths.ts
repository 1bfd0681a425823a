// The vendor segment of the app's paths. Changing the selected vendor rewrites this segment and
// keeps the query (e.g. orderID on the request page); the bulk job detail goes back to the bulk
// page of the new vendor (spec 001 §2).

import type { VendorSection } from "@machines/app/app.pages";
import { sectionOf } from "@machines/app/app.pages";

// The sections themselves are the root machine's (it decides which page is shown).
export { sectionOf, VENDOR_SECTIONS, type VendorSection } from "@machines/app/app.pages";

/** Route path (TanStack) of each section with a vendor segment. */
export const VENDOR_ROUTE = {
  "request-a-rider": "/request-a-rider/$vendorId",
  "order-tracking": "/order-tracking/$vendorId",
  history: "/history/$vendorId",
  "bulk-order": "/bulk-order/$vendorId",
  helpcenter: "/helpcenter/$vendorId",
} as const satisfies Record<VendorSection, string>;

/** Route path of each section without a vendor (where one exists). */
export const SECTION_ROUTE = {
  "request-a-rider": "/request-a-rider",
  "order-tracking": "/order-tracking",
  history: "/history",
  "bulk-order": "/bulk-order",
} as const;

/** The path of a section for a vendor: /{section}/{vendorId}. */
export const vendorPath = (section: VendorSection, vendorId: string) => `/${section}/${encodeURIComponent(vendorId)}`;

/** Whether the shell shows the tabs and the branch selector on this path. */
export const isAppPath = (pathname: string) => sectionOf(pathname) !== null;

/** The navigation bar is hidden on the public tracking page (/tracking/{orderID}). */
export const hidesNavigation = (pathname: string) => pathname === "/tracking" || pathname.startsWith("/tracking/");
