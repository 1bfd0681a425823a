// GET /healthz → 200 "ok" (Playwright's webServer waits for it).
import { Hono } from "hono";
import type { AppEnv } from "../../context";

export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("ok");
  });
  return app;
}
