// GET /asset-manifest.json?t=... → {version, files}: the build check compares versions.
import * as v from "valibot";

export const AssetManifestSchema = v.object({
  version: v.pipe(v.string(), v.nonEmpty()),
  files: v.array(v.string()),
});
export type AssetManifest = v.InferOutput<typeof AssetManifestSchema>;
