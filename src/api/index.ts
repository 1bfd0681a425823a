// The api layer: the client factory, its error type and every call.
export { type CallOptions, call, checkOutgoing } from "./call";
export * from "./calls";
export { type ApiClient, type ApiClientOptions, type ApiRequest, createApiClient, defaultSleep, type Service } from "./client";
export * from "./errors";
export * from "./retry";
