// The parts of a page: machines that live as long as a page or an item on it is shown (a map, the
// proof, summary and tracking link of an order's details, the retry of a lazy page, the recipient's
// tracking page and the delivery receipt). The root `app` machine spawns each as its child with a
// deterministic id and systemId (`orderProof:<orderId>:<kind>`, `publicTracking:<publicId>`, …) and
// stops it when it goes; views find it by that systemId (useChild / usePart in src/app/app-context.tsx).
// Pure functions of the events and the path; the chart (app.machine.ts, region `parts`) decides.
import type { ProofKind } from "@domain/contract";
import type { OrderStatus } from "@domain/orders/statuses";

/** The inputs of each part's machine, by the name its logic has in the root's setup. */
export type PartInputs = {
  mapLoad: undefined;
  orderProof: { vendorId: string; orderId: string; kind: ProofKind };
  orderSummary: { vendorId: string; orderId: string };
  trackingLink: { vendorId: string; orderId: string };
  pageLoad: { failedModule: string | null };
  publicTracking: { publicId: string };
  deliveryReceipt: { publicId: string };
  termsDownload: undefined;
};
export type PartName = keyof PartInputs;

/** What a view opens: a part, the key of its instance and the input of its machine. */
export type PartOpening = { [K in PartName]: { part: K; key: string; input: PartInputs[K] } }[PartName];

/**
 * Where a part's machine comes from: the entry has the lazy page's retry and the terms download; the
 * recipient's pages' machines are the public parts' chunk (loaded by a recipient's path), the map and
 * an order's proof, summary and tracking link the order parts' chunk (loaded by the first opening).
 */
export type PartGroup = "public" | "order";
export const PART_GROUP: Readonly<Record<PartName, PartGroup | null>> = {
  publicTracking: "public",
  deliveryReceipt: "public",
  mapLoad: "order",
  orderProof: "order",
  orderSummary: "order",
  trackingLink: "order",
  pageLoad: null,
  termsDownload: null,
};

/** The id and systemId of a part's instance: `<part>:<key>`, or the part's name for the only one (pageLoad). */
export const partId = (part: PartName, key: string): string => (key ? `${part}:${key}` : part);

/** The keys of the parts the views open (the page parts come from the path, see publicPartOf). */
export const partKeys = {
  /** One proof machine per order and kind of proof. */
  orderProof: (orderId: string, kind: ProofKind) => `${orderId}:${kind}`,
  /** One summary per order and status: a new status reads the summary again. */
  orderSummary: (orderId: string, status: OrderStatus) => `${orderId}:${status}`,
  /** One tracking link per order. */
  trackingLink: (orderId: string) => orderId,
  /** One map per map shown (the request page's map and the outlet dialog's may be shown together). */
  mapLoad: (mapKey: string) => mapKey,
  /** One retry of the lazy page at a time. */
  pageLoad: () => "",
  /** One terms download (the terms page's button). */
  termsDownload: () => "",
} as const;

/** The recipient's pages: /tracking/{publicId}, /tracking-c2c/{publicId} and /delivery-receipt/{publicId}. */
export function publicPartOf(pathname: string): PartOpening | null {
  const [first, second, ...rest] = pathname.split("/").filter(Boolean);
  if (!second || rest.length > 0) return null;
  const publicId = decodeURIComponent(second);
  if (first === "tracking" || first === "tracking-c2c") return { part: "publicTracking", key: publicId, input: { publicId } };
  if (first === "delivery-receipt") return { part: "deliveryReceipt", key: publicId, input: { publicId } };
  return null;
}
