// Access changes on the order-events bus. Who may follow a vendor on the live channel is checked
// when a socket subscribes and then remembered per socket (followed and refused vendors), so an
// outlet whose owners change is announced to every instance (NOTIFY on PostgreSQL and PGlite, like
// order updates): each checks its sockets for that vendor again. The message is the vendor id behind
// a prefix no order id can carry (order ids are letters, digits, "-" and "_").
import type { OrderEvents } from "./order-events";

export const ACCESS_CHANGE_PREFIX = "access:";

export const publishAccessChange = (events: OrderEvents, vendorId: string) => events.publish(`${ACCESS_CHANGE_PREFIX}${vendorId}`);

/** The vendor whose access changed, or null for an order update. */
export const accessChangeOf = (message: string): string | null => (message.startsWith(ACCESS_CHANGE_PREFIX) ? message.slice(ACCESS_CHANGE_PREFIX.length) : null);
