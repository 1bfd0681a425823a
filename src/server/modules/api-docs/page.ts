// The /api-docs page: the OpenAPI document as one server-rendered, script-free HTML page (the CSP
// allows no inline script). An introduction (authorization, base paths, errors, retries), contents
// grouped by service, then every endpoint with its method, path, summary, authorization,
// parameters, request and answer schemas as nested lists (the JSON in a <details> besides), and at
// the end every named schema once. Every text is escaped.
import type { JsonSchema } from "@valibot/to-json-schema";
import { escapeHtml, htmlPage } from "../../http/html";
import { SERVICES } from "../../../domain/contract/endpoints";
import { type DocRoute, docRoutes } from "./doc-routes";
import { AUTH_LABELS, INTRO, type OpenApiDocument, operationId, queryParameters, reasonOf, SCHEMA_REF_PREFIX } from "./openapi";
import type { SchemaName } from "./schemas";

type Schemas = Record<string, JsonSchema>;
type Def = JsonSchema | boolean;

const MAX_DEPTH = 12;

/** Escaped text where `backticked` parts become <code>. */
export const prose = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_m, code: string) => `<code>${code}</code>`);

const schemaAnchor = (name: string) => `schema-${name}`;
const refName = (ref: string) => (ref.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : ref);
const schemaLink = (name: string) => `<a href="#${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</a>`;
const literal = (value: unknown) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;

const isObjectSchema = (s: JsonSchema) => s.type === "object" || s.properties !== undefined;
const isNull = (d: Def) => typeof d === "object" && d.type === "null";

/** Constraints of a schema in words (lengths, ranges, pattern, format, default, description). */
function constraints(s: JsonSchema): string[] {
  const out: string[] = [];
  if (s.format) out.push(`format ${escapeHtml(s.format)}`);
  if (s.minLength !== undefined && s.maxLength !== undefined) out.push(`${s.minLength}–${s.maxLength} characters`);
  else if (s.minLength !== undefined) out.push(`at least ${s.minLength} character${s.minLength === 1 ? "" : "s"}`);
  else if (s.maxLength !== undefined) out.push(`at most ${s.maxLength} characters`);
  if (s.minimum !== undefined && s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) out.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) out.push(`at least ${s.minimum}`);
  else if (s.maximum !== undefined) out.push(`at most ${s.maximum}`);
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} item${s.minItems === 1 ? "" : "s"}`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  if (s.pattern) out.push(`matches <code>${escapeHtml(s.pattern)}</code>`);
  if (s.default !== undefined) out.push(`default ${literal(s.default)}`);
  if (s.description) out.push(escapeHtml(s.description));
  return out;
}

/** A short type label, and the nested list that details it (empty when there is nothing more to say). */
function summarize(def: Def, depth: number): { label: string; details: string } {
  if (def === true) return { label: "any value", details: "" };
  if (def === false) return { label: "nothing", details: "" };
  const s = def;
  if (s.$ref) return { label: schemaLink(refName(s.$ref)), details: "" };
  if (s.const !== undefined) return { label: `constant ${literal(s.const)}`, details: "" };
  if (s.enum) return { label: `one of ${s.enum.map(literal).join(", ")}`, details: "" };
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const nonNull = alternatives.filter((a) => !isNull(a));
    if (nonNull.length === 1 && alternatives.length === 2) {
      const inner = summarize(nonNull[0], depth);
      return { label: `${inner.label} or <code>null</code>`, details: inner.details };
    }
    // Scalars (a number, or a string of digits): one line, each with its constraints.
    const simple = alternatives.map((a) => ({ def: a, ...summarize(a, depth) }));
    if (simple.every((a) => !a.details)) {
      const labels = simple.map((a) => {
        const notes = typeof a.def === "object" ? constraints(a.def) : [];
        return notes.length ? `${a.label} (${notes.join("; ")})` : a.label;
      });
      return { label: labels.join(" or "), details: "" };
    }
    if (depth >= MAX_DEPTH) return { label: "one of several shapes", details: "" };
    const items = alternatives.map((a) => schemaItem(null, a, false, depth + 1)).join("");
    return { label: "one of", details: `<ul class="schema">${items}</ul>` };
  }
  if (s.type === "array") {
    const items = s.items;
    if (items === undefined || Array.isArray(items)) return { label: "array", details: "" };
    const inner = summarize(items, depth);
    return { label: `array of ${inner.label}`, details: inner.details };
  }
  if (isObjectSchema(s)) {
    const props = Object.entries(s.properties ?? {});
    const extra = s.additionalProperties;
    if (!props.length && extra !== undefined && extra !== false) {
      const key = s.propertyNames && typeof s.propertyNames === "object" ? summarize(s.propertyNames, depth).label : "string";
      const value = summarize(extra, depth);
      return { label: `map of ${key} → ${value.label}`, details: value.details };
    }
    if (!props.length) return { label: "object", details: "" };
    if (depth >= MAX_DEPTH) return { label: "object (nested too deep to show)", details: "" };
    return { label: "object", details: objectList(s, depth + 1) };
  }
  if (Array.isArray(s.type)) return { label: s.type.map((t) => escapeHtml(t)).join(" or "), details: "" };
  return { label: escapeHtml(s.type ?? "any value"), details: "" };
}

function schemaItem(name: string | null, def: Def, required: boolean, depth: number): string {
  const { label, details } = summarize(def, depth);
  const notes = typeof def === "object" ? constraints(def) : [];
  const head = [
    name === null ? "" : `<code class="prop">${escapeHtml(name)}</code>`,
    `<span class="type">${label}</span>`,
    name === null ? "" : required ? '<span class="req">required</span>' : '<span class="opt">optional</span>',
  ]
    .filter(Boolean)
    .join(" ");
  return `<li>${head}${notes.length ? ` <span class="notes">— ${notes.join("; ")}</span>` : ""}${details}</li>`;
}

function objectList(s: JsonSchema, depth: number): string {
  const required = new Set(s.required ?? []);
  const items = Object.entries(s.properties ?? {}).map(([name, prop]) => schemaItem(name, prop, required.has(name), depth));
  return `<ul class="schema">${items.join("")}</ul>`;
}

/** The structure of a named schema: its properties as a nested list (or its one-line description). */
export function schemaBody(schemas: Schemas, name: string): string {
  const s = schemas[name];
  if (!s) return "";
  if (isObjectSchema(s) && Object.keys(s.properties ?? {}).length) {
    const notes = constraints(s);
    return `${notes.length ? `<p>${notes.join("; ")}</p>` : ""}${objectList(s, 1)}`;
  }
  return `<ul class="schema">${schemaItem(null, s, false, 1)}</ul>`;
}

const jsonDetails = (summary: string, value: unknown) =>
  `<details><summary>${escapeHtml(summary)}</summary><pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre></details>`;

const methodBadge = (method: string) => `<span class="method method-${method.toLowerCase()}">${escapeHtml(method)}</span>`;

export const endpointAnchor = (route: DocRoute) => `op-${operationId(route)}`;

function parametersTable(route: DocRoute, schemas: Schemas): string {
  const rows: string[] = [];
  for (const param of route.params) {
    const type = summarize(schemas[param.schema] ?? true, 1).label;
    rows.push(
      `<tr><td><code>${escapeHtml(param.name)}</code><span class="where">path, required</span></td><td>${type}</td><td>${prose(param.description)}</td></tr>`,
    );
  }
  if (route.query) {
    for (const p of queryParameters(schemas, route.query)) {
      const schema = p.schema as Def;
      const notes = typeof schema === "object" ? constraints(schema) : [];
      rows.push(
        `<tr><td><code>${escapeHtml(String(p.name))}</code><span class="where">query, ${p.required ? "required" : "optional"}</span></td><td>${summarize(schema, 1).label}</td><td>${notes.join("; ")}</td></tr>`,
      );
    }
  }
  if (!rows.length) return "";
  return `<h4>Parameters</h4>
<table>
<thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead>
<tbody>${rows.join("\n")}</tbody>
</table>`;
}

function requestSection(route: DocRoute, schemas: Schemas): string {
  if (!route.body) return "";
  const type = route.bodyType;
  return `<h4>Request body</h4>
<p><code>${escapeHtml(type)}</code>, ${route.bodyOptional ? "optional" : "required"}: ${schemaLink(route.body)}</p>
${schemaBody(schemas, route.body)}`;
}

function answersSection(route: DocRoute, schemas: Schemas): string {
  const items = route.answers.map((a) => {
    const type = a.contentType ?? "application/json";
    const headers = Object.entries(a.headers ?? {})
      .map(([h, d]) => `<li>Header <code>${escapeHtml(h)}</code>: ${prose(d)}</li>`)
      .join("");
    const body =
      type === "none"
        ? "<p>No body.</p>"
        : a.schema
          ? `<p><code>${escapeHtml(type)}</code>: ${schemaLink(a.schema)}</p>${schemaBody(schemas, a.schema)}`
          : `<p><code>${escapeHtml(type)}</code>.</p>`;
    return `<div class="answer"><p class="status"><strong>${a.status} ${escapeHtml(reasonOf(a.status))}</strong> — ${prose(a.description)}</p>${headers ? `<ul>${headers}</ul>` : ""}${body}</div>`;
  });
  return `<h4>Answers</h4>\n${items.join("\n")}`;
}

function errorsSection(route: DocRoute): string {
  if (!route.errors.length) return "";
  const body = route.htmlErrors ? "an HTML page" : `the error body ${schemaLink(route.errorSchema)}`;
  const rows = route.errors.map((e) => `<tr><td>${e.status} ${escapeHtml(reasonOf(e.status))}</td><td>${prose(e.description)}</td></tr>`);
  return `<h4>Errors</h4>
<p>Each with ${body}.</p>
<table>
<thead><tr><th scope="col">Status</th><th scope="col">When</th></tr></thead>
<tbody>${rows.join("\n")}</tbody>
</table>`;
}

function endpointSection(route: DocRoute, doc: OpenApiDocument): string {
  const schemas = doc.components.schemas;
  const anchor = endpointAnchor(route);
  const aliases = route.aliases;
  const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
  return `<section class="endpoint" aria-labelledby="${anchor}">
<h3 id="${anchor}">${methodBadge(route.method)} <code class="path">${escapeHtml(route.path)}</code></h3>
<p class="summary">${prose(route.summary)}</p>
${route.description ? `<p>${prose(route.description)}</p>` : ""}
${aliases.length ? `<p>Also served at ${aliases.map((p) => `<code>${escapeHtml(p)}</code>`).join(", ")}.</p>` : ""}
<p><strong>Authorization:</strong> ${prose(AUTH_LABELS[route.auth])}</p>
${parametersTable(route, schemas)}
${requestSection(route, schemas)}
${answersSection(route, schemas)}
${errorsSection(route)}
${route.related.length ? `<p><strong>See also:</strong> ${route.related.map(schemaLink).join(", ")}.</p>` : ""}
${operation ? jsonDetails("OpenAPI operation (JSON)", operation) : ""}
</section>`;
}

const EXTRA_STYLE = `<style>
main{max-width:68rem}
code{font-size:.92em;background:#f1f1f1;padding:.05rem .25rem;border-radius:3px}
pre{background:#f6f6f6;border:1px solid #d0d0d0;border-radius:6px;padding:.75rem;overflow:auto;max-height:32rem}
pre code{background:none;padding:0;font-size:.85rem}
.back{margin:0 0 1rem}
.lead{font-size:1.1rem}
nav ul{margin:.25rem 0}
nav li{margin:.1rem 0}
.endpoint{border-top:2px solid #d0d0d0;padding-top:.5rem;margin-top:1.5rem}
.endpoint h3{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;font-size:1.15rem;margin:.75rem 0 .25rem}
.endpoint h3 .path{font-size:1.05rem;background:none;padding:0;word-break:break-all}
.endpoint h4{font-size:1rem;margin:1rem 0 .25rem}
.summary{font-weight:600;margin-top:.25rem}
.method{display:inline-block;min-width:3.6rem;text-align:center;padding:.1rem .45rem;border-radius:4px;color:#fff;font-weight:700;font-size:.85rem;letter-spacing:.03em}
.method-get{background:#0a6b2e}
.method-post{background:#0b57d0}
.method-put{background:#8a4500}
.method-delete,.method-patch{background:#a50e0e}
ul.schema{margin:.2rem 0;padding-left:1.25rem;border-left:2px solid #e3e3e3}
ul.schema li{margin:.15rem 0}
.type{color:#1a1a1a}
.req{font-size:.85rem;font-weight:600;color:#8a1c00}
.opt{font-size:.85rem;color:#4d4d4d}
.notes{color:#404040}
.answer{margin:.5rem 0}
.status{margin:.25rem 0}
details{margin:.75rem 0}
summary{cursor:pointer;color:#0b57d0}
a:focus-visible,summary:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.schema-def{border-top:1px solid #d0d0d0;margin-top:1rem}
td,.notes code,.path,nav a,p code{overflow-wrap:anywhere}
p,li{overflow-wrap:break-word}
.where{display:block;font-size:.85rem;color:#4d4d4d}
footer{margin-top:2rem;border-top:1px solid #d0d0d0;padding-top:1rem}
</style>
`;

/** The whole page. */
export function apiDocsPage(doc: OpenApiDocument): string {
  const schemas = doc.components.schemas;
  const intro = INTRO.map((s) => `<h3>${escapeHtml(s.title)}</h3>\n${s.paragraphs.map((p) => `<p>${prose(p)}</p>`).join("\n")}`).join("\n");

  const allRoutes = docRoutes();
  const toc = Object.values(SERVICES).map((service) => {
    const routes = allRoutes.filter((r) => r.service === service.id);
    const items = routes
      .map((r) => `<li><a href="#${endpointAnchor(r)}">${escapeHtml(r.method)} ${escapeHtml(r.path)}</a> — ${escapeHtml(r.summary)}</li>`)
      .join("\n");
    return `<li><a href="#service-${service.id}">${escapeHtml(service.title)}</a>\n<ul>\n${items}\n</ul></li>`;
  }).join("\n");

  const services = Object.values(SERVICES).map((service) => {
    const routes = allRoutes.filter((r) => r.service === service.id);
    const bases = service.base
      ? `Base path: ${[service.base, ...(service.aliases ?? [])].map((b) => `<code>${escapeHtml(b)}</code>`).join(" and ")}.`
      : "Paths at the root of the platform.";
    return `<section aria-labelledby="service-${service.id}">
<h2 id="service-${service.id}">${escapeHtml(service.title)}</h2>
<p>${bases}</p>
<p>${prose(service.description)}</p>
${routes.map((r) => endpointSection(r, doc)).join("\n")}
</section>`;
  }).join("\n");

  const schemaDefs = (Object.keys(schemas) as SchemaName[])
    .map(
      (name) => `<section class="schema-def" aria-labelledby="${schemaAnchor(name)}">
<h3 id="${schemaAnchor(name)}">${escapeHtml(name)}</h3>
${schemaBody(schemas, name)}
${jsonDetails(`${name} as JSON Schema`, schemas[name])}
</section>`,
    )
    .join("\n");

  const body = `<p class="back"><a href="/">← Back to the portal</a></p>
<h1>${escapeHtml(doc.info.title)}</h1>
<p class="lead">Every path the reference platform serves, generated from the contract schemas the portal and the platform share. The same reference as an OpenAPI 3.1 document: <a href="/api-docs/openapi.json">/api-docs/openapi.json</a>.</p>
<section aria-labelledby="overview">
<h2 id="overview">Overview</h2>
${intro}
</section>
<nav aria-labelledby="contents">
<h2 id="contents">Contents</h2>
<ul>
${toc}
<li><a href="#schemas">Schemas</a></li>
</ul>
</nav>
${services}
<section aria-labelledby="schemas">
<h2 id="schemas">Schemas</h2>
<p>Every named schema, once. Fields are required unless marked optional; a linked name is another schema of this list.</p>
${schemaDefs}
</section>
<footer><p><a href="/">Back to the portal</a> · <a href="/api-docs/openapi.json">OpenAPI document (JSON)</a></p></footer>`;
  return htmlPage("API reference — rider request portal", body, `<link rel="icon" href="data:,">\n${EXTRA_STYLE}`);
}
