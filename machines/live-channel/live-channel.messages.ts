// The messages of the live channel as the machine sees them: what the socket delivered (a JSON text
// or an already parsed value) read with the contract, and the subscribe message. Pure.
import { type LiveClientMessage, type LiveServerMessage, LiveServerMessageSchema } from "@domain/contract";
import * as v from "valibot";

let lastData: unknown;
let lastParsed: LiveServerMessage | null = null;

/** A server message, or null for anything the contract does not know (ignored by the machine). */
export function parseLiveMessage(data: unknown): LiveServerMessage | null {
  // The machine's guards look at the same message several times; parse it once.
  if (data === lastData && data !== undefined) return lastParsed;
  let raw: unknown = data;
  if (typeof data === "string") {
    try {
      raw = JSON.parse(data);
    } catch {
      raw = null;
    }
  }
  const parsed = v.safeParse(LiveServerMessageSchema, raw);
  lastData = data;
  lastParsed = parsed.success ? parsed.output : null;
  return lastParsed;
}

/** {action: "subscribeToVendor", data: {vendor_id}} */
export const subscribeMessage = (vendorId: string): LiveClientMessage => ({ action: "subscribeToVendor", data: { vendor_id: vendorId } });

/** Two outgoing messages are the same when their JSON is (queued messages are not doubled). */
export const sameMessage = (a: LiveClientMessage, b: LiveClientMessage): boolean => JSON.stringify(a) === JSON.stringify(b);
