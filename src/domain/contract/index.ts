// One contract shared by the portal's API client and the reference platform (DESIGN.md §4).
export * from "./common";
export * from "./text";
export * from "./country-parameter";
export * from "./flags";
export * from "./identity";
export * from "./manifest";
export * from "./vendor";
export * from "./orders";
export * from "./params";
export * from "./request";
export * from "./payment";
export * from "./map";
export * from "./endpoints";
