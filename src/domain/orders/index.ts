// Order rules shared by the portal's machines and the reference platform (pure, no I/O).
export * from "./cancel";
export * from "./classify";
export * from "./labels";
export * from "./live-rule";
export * from "./merge";
export * from "./refund";
export * from "./rider";
export * from "./search";
export * from "./statuses";
export * from "./update";
export * from "./windows";
