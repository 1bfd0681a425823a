// Flag provider: GET /flags/{region} → {flags}; PUT /flags/{region} {flags:{…}} with X-Admin-Key
// changes them (e2e flips maintenance this way; mount() checks the key before anything else). GET
// /flags-fallback.json serves the static file.
import { readFileSync } from "node:fs";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { FLAG_REGION_NOT_FOUND_KEY } from "../../../domain/contract/flags";
import type { AppDeps } from "../../context";
import { ApiError } from "../../http/errors";
import type { Mount } from "../../http/mount";
import { FlagRepository } from "./repository";

const FALLBACK_FILE = new URL("../../data/flags-fallback.json", import.meta.url);

export function mountFlagRoutes(mount: Mount, deps: AppDeps) {
  const repo = new FlagRepository(deps.db, deps.now);
  const fallback = readFileSync(FALLBACK_FILE, "utf8");

  mount(ENDPOINTS.getFlags, async ({ params: { region } }, c) => {
    const flags = await repo.get(region);
    if (!flags) throw new ApiError(404, `unknown region ${region}`, FLAG_REGION_NOT_FOUND_KEY);
    c.header("Cache-Control", "no-store");
    return { flags };
  });

  mount(ENDPOINTS.putFlags, async ({ params: { region }, body }) => {
    const flags = await repo.set(region, body.flags);
    deps.logger.info({ region, changes: body.flags }, "flags changed");
    return { flags };
  });

  // The file as it is on disk (the portal ships the same one).
  mount(ENDPOINTS.getFallbackFlags, (_input, c) => {
    c.header("Cache-Control", "no-cache");
    return c.body(fallback, 200, { "Content-Type": "application/json; charset=utf-8" });
  });
}
