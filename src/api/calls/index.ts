// Every call of the portal, one function each, all shaped (client, input, signal).
export * from "./flags";
export * from "./identity";
export * from "./manifest";
export * from "./orders";
export * from "./orders-tracking";
export * from "./outlets";
export * from "./request";
export * from "./payment";
export * from "./bulk";
export * from "./public-tracking";
