// One call of an endpoint declaration (src/domain/contract/endpoints) through the client: the URL
// from the declaration's service and path (the deployment's orders mount for the orders service,
// the portal's own host for the files deployed with it), the Authorization header when the
// declaration's authorization asks for one (its value, in the spec's precedence, comes from the
// client's getAuthorization), the retry policy and the answer parsed with the declaration's answer
// schema (both in ./client). Input and answer types are inferred from the declaration.
// From their own modules, not the @domain/contract index: every module the index names would come
// into the first load with every schema a lazy chunk uses from it (issue 14).
import { validationIssues } from "@domain/contract/common";
import { type AnswerOf, type CallInputOf, type EndpointDefinition, fillPath, SENDS_AUTHORIZATION } from "@domain/contract/endpoints/define";
import { SERVICES } from "@domain/contract/endpoints/services";
import * as v from "valibot";
import type { ApiClient, QueryValue, Service } from "./client";
import { contractError } from "./errors";

export type CallOptions<E extends EndpointDefinition> = CallInputOf<E> & {
  signal?: AbortSignal;
  /** Most retries for this call (the address-book search allows 1). */
  maxRetries?: number;
  /**
   * Check the query and body against the declaration before they leave, and send what the schemas
   * make of them: a payload the contract refuses is a bug of the caller, thrown as a contract error
   * rather than sent. Off where the platform's refusal is what the user must read (identity's
   * forms answer with the spec's keys).
   */
  check?: boolean;
};

/** Parses an outgoing value with its contract schema; a mismatch is a contract error (never sent). */
export function checkOutgoing<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw contractError(validationIssues(parsed.issues));
  return parsed.output;
}

/** Which base of the client the endpoint's path goes under, and the part of the path before it. */
function target(client: ApiClient, endpoint: EndpointDefinition): { service: Service; prefix: string } {
  if (endpoint.portalFile) return { service: "site", prefix: "" };
  if (endpoint.service === "identity") return { service: "identity", prefix: "" };
  if (endpoint.service === "orders") return { service: client.ordersService, prefix: "" };
  if (endpoint.service === "helpCentre") return { service: "help", prefix: "" };
  return { service: "platform", prefix: SERVICES[endpoint.service].base };
}

type LooseInput = {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

/** Calls the endpoint and resolves with its parsed answer; rejects with an ApiError (a refused input included). */
export async function call<E extends EndpointDefinition>(client: ApiClient, endpoint: E, options: CallOptions<E>): Promise<AnswerOf<E>> {
  const { signal, maxRetries, check } = options;
  const { params, query, body } = options as LooseInput;
  const { service, prefix } = target(client, endpoint);
  return client.request({
    service,
    method: endpoint.method,
    path: `${prefix}${fillPath(endpoint.path, params)}`,
    query: check && endpoint.query && query !== undefined ? (checkOutgoing(endpoint.query, query) as Record<string, QueryValue>) : query,
    body: check && endpoint.body && body !== undefined ? checkOutgoing(endpoint.body, body) : body,
    schema: (endpoint.answer ?? v.unknown()) as v.GenericSchema<unknown, AnswerOf<E>>,
    signal,
    authorize: SENDS_AUTHORIZATION[endpoint.auth],
    maxRetries,
  });
}
