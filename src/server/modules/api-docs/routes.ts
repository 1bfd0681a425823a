// GET /api-docs → the API reference page (HTML, no script); GET /api-docs/openapi.json → the same
// reference as an OpenAPI 3.1 document. Both are generated once, when the routes are mounted at
// startup, from the endpoint declarations and the contract schemas.
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { openApiDocument } from "./openapi";
import { apiDocsPage } from "./page";

const CACHE = "public, max-age=300";

let page: string | undefined;

export function apiDocsRoutes() {
  const doc = openApiDocument();
  page ??= apiDocsPage(doc);
  const html = page;
  const app = new Hono<AppEnv>();
  app.get("/", (c) => {
    c.header("Cache-Control", CACHE);
    return c.html(html);
  });
  app.get("/openapi.json", (c) => {
    c.header("Cache-Control", CACHE);
    return c.json(doc);
  });
  return app;
}
