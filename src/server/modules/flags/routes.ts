// Flag provider: GET /flags/{region} → {flags}; PUT /flags/{region} {flags:{…}} with X-Admin-Key
// changes them (e2e flips maintenance this way). GET /flags-fallback.json serves the static file.
import { readFileSync } from "node:fs";
import { Hono } from "hono";
import * as v from "valibot";
import { FlagRegionSchema, FlagsUpdateRequestSchema } from "../../../domain/contract/flags";
import type { AppDeps, AppEnv } from "../../context";
import { ApiError, unauthorized } from "../../http/errors";
import { parseBody } from "../../http/validate";
import { safeEqual } from "../../security/hashing";
import { FlagRepository } from "./repository";

const FALLBACK_FILE = new URL("../../data/flags-fallback.json", import.meta.url);
const REGION_NOT_FOUND_KEY = "flags.region-not-found";

export function flagRoutes(deps: AppDeps) {
  const repo = new FlagRepository(deps.db, deps.now);
  const fallback = readFileSync(FALLBACK_FILE, "utf8");
  const app = new Hono<AppEnv>();

  const region = (raw: string) => {
    if (!v.is(FlagRegionSchema, raw)) throw new ApiError(404, `unknown region ${raw}`, REGION_NOT_FOUND_KEY);
    return raw;
  };

  app.get("/flags/:region", async (c) => {
    const flags = await repo.get(region(c.req.param("region")));
    if (!flags) throw new ApiError(404, `unknown region ${c.req.param("region")}`, REGION_NOT_FOUND_KEY);
    c.header("Cache-Control", "no-store");
    return c.json({ flags });
  });

  app.put("/flags/:region", async (c) => {
    // No configured key (production without ADMIN_KEY) accepts nothing; the comparison runs over
    // equal-length digests, so neither content nor length of the key leaks through timing.
    const key = c.req.header("x-admin-key") ?? "";
    const expected = deps.settings.adminKey;
    if (!expected || !key || !safeEqual(key, expected)) throw unauthorized("admin key required");
    const r = region(c.req.param("region"));
    const body = await parseBody(c, FlagsUpdateRequestSchema);
    const flags = await repo.set(r, body.flags);
    deps.logger.info({ region: r, changes: body.flags }, "flags changed");
    return c.json({ flags });
  });

  app.get("/flags-fallback.json", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.body(fallback, 200, { "Content-Type": "application/json; charset=utf-8" });
  });

  return app;
}
