// The API reference's view of the endpoint declarations (../../endpoints.ts): each with its paths
// in OpenAPI's spelling and its schemas by component name (./schemas), ready for the OpenAPI
// document (./openapi) and the page (./page). Nothing here is declared by hand: a new endpoint
// appears in the reference by being declared.
import {
  type AnswerDoc,
  type EndpointAuth,
  type EndpointDefinition,
  type ErrorDoc,
  type HttpMethod,
  openApiPath,
  pathParamSchemas,
  SERVICES,
  type ServiceId,
  servedPaths,
} from "../../../domain/contract/endpoints";
import * as v from "valibot";
import { ENDPOINT_LIST } from "../../endpoints";
import { type SchemaName, schemaName } from "./schemas";

export type DocParam = { name: string; description: string; schema: SchemaName };
export type DocAnswer = AnswerDoc & { schema?: SchemaName };

export type DocRoute = {
  id: string;
  service: ServiceId;
  method: HttpMethod;
  /** Full path at the service's own base, OpenAPI style: /orders/api/v1/vendor/{id}. */
  path: string;
  /** Further full paths serving the same route (/hurrier/api/v1/…). */
  aliases: string[];
  summary: string;
  description?: string;
  auth: EndpointAuth;
  params: DocParam[];
  query?: SchemaName;
  body?: SchemaName;
  bodyType: string;
  bodyOptional: boolean;
  /** The success answer first. */
  answers: DocAnswer[];
  errors: readonly ErrorDoc[];
  errorSchema: SchemaName;
  htmlErrors: boolean;
  related: SchemaName[];
};

export function docRoute(endpoint: EndpointDefinition): DocRoute {
  const where = `endpoint ${endpoint.id}`;
  const [path, ...aliases] = servedPaths(endpoint).map(openApiPath);
  const { status = 200, ...success } = endpoint.success;
  return {
    id: endpoint.id,
    service: endpoint.service,
    method: endpoint.method,
    path,
    aliases,
    summary: endpoint.summary,
    description: endpoint.description,
    auth: endpoint.auth,
    params: pathParamSchemas(endpoint).map(({ name, schema }) => ({
      name,
      description: v.getDescription(schema) ?? name,
      schema: schemaName(schema, `${where}, path parameter ${name}`),
    })),
    query: endpoint.query && schemaName(endpoint.query, `${where}, query`),
    body: endpoint.body && schemaName(endpoint.body, `${where}, body`),
    bodyType: endpoint.bodyType ?? "application/json",
    bodyOptional: endpoint.bodyOptional ?? false,
    answers: [{ status, ...success, ...(endpoint.answer ? { schema: schemaName(endpoint.answer, `${where}, answer`) } : {}) }, ...(endpoint.otherAnswers ?? [])],
    errors: endpoint.errors ?? [],
    errorSchema: endpoint.errorBody ? schemaName(endpoint.errorBody, `${where}, error body`) : "ErrorBody",
    htmlErrors: endpoint.htmlErrors ?? false,
    related: (endpoint.related ?? []).map((schema) => schemaName(schema, `${where}, related`)),
  };
}

const SERVICE_ORDER = Object.keys(SERVICES);

/** Every endpoint of the platform as the reference shows it: by service, then in declaration order. */
export const docRoutes = (): DocRoute[] =>
  ENDPOINT_LIST.map(docRoute).sort((a, b) => SERVICE_ORDER.indexOf(a.service) - SERVICE_ORDER.indexOf(b.service));
