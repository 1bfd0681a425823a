// Pure rules of the request flow (issue 3): validation, service hours, fees, item value, payment
// methods, payloads, saved (origin) address, coordinates, byte lengths and the messages.
export * from "./bytes";
export * from "./coordinates";
export * from "./fees";
export * from "./item-value";
export * from "./limits";
export * from "./messages";
export * from "./payload";
export * from "./order-payload";
export * from "./payment-methods";
export * from "./saved-address";
export * from "./service-hours";
export * from "./validation";
export * from "./card";
export * from "./errors";
