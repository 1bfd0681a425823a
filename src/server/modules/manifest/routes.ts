// GET /asset-manifest.json → {version, files}. The version changes whenever a new build is
// deployed: it comes from dist/app/asset-manifest.json (our own {version, files} shape, or Vite's
// build manifest, hashed) or else from a hash of dist/app/index.html; "dev" when nothing is built.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import type { AssetManifest } from "../../../domain/contract/manifest";
import type { AppDeps } from "../../context";
import type { Mount } from "../../http/mount";
import { sha256 } from "../../security/hashing";

type ViteChunk = { file?: unknown; css?: unknown; assets?: unknown };

export function readAssetManifest(staticDir: string): AssetManifest {
  const manifestFile = join(staticDir, "asset-manifest.json");
  if (existsSync(manifestFile)) {
    const text = readFileSync(manifestFile, "utf8");
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      if (typeof parsed.version === "string" && parsed.version && Array.isArray(parsed.files)) {
        return { version: parsed.version, files: parsed.files.filter((f): f is string => typeof f === "string") };
      }
      const files = new Set<string>();
      for (const chunk of Object.values(parsed) as ViteChunk[]) {
        if (!chunk || typeof chunk !== "object") continue;
        if (typeof chunk.file === "string") files.add(chunk.file);
        for (const list of [chunk.css, chunk.assets]) if (Array.isArray(list)) for (const f of list) if (typeof f === "string") files.add(f);
      }
      return { version: sha256(text).slice(0, 16), files: [...files].sort() };
    } catch {
      // Not JSON: fall through to the index.html hash.
    }
  }
  const index = join(staticDir, "index.html");
  if (existsSync(index)) return { version: sha256(readFileSync(index, "utf8")).slice(0, 16), files: [] };
  return { version: "dev", files: [] };
}

export function mountManifestRoutes(mount: Mount, deps: AppDeps) {
  let cache: { key: string; manifest: AssetManifest } | undefined;
  const mtime = (name: string) => {
    try {
      return String(statSync(join(deps.settings.staticDir, name)).mtimeMs);
    } catch {
      return "-";
    }
  };
  mount(ENDPOINTS.getAssetManifest, (_input, c) => {
    const key = `${mtime("asset-manifest.json")}:${mtime("index.html")}`;
    if (cache?.key !== key) cache = { key, manifest: readAssetManifest(deps.settings.staticDir) };
    c.header("Cache-Control", "no-store");
    return cache.manifest;
  });
}
