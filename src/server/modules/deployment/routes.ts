// GET /deployment.json → the raw deployment configuration (deploymentFromEnv); the portal validates
// it at startup and shows every problem on its startup error page.
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context";

export function deploymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/deployment.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(deps.rawDeployment);
  });
  return app;
}
