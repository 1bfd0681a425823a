// GET /asset-manifest.json?t=... → {version, files}: the build check compares versions.
import * as v from "valibot";
import { text } from "./text";

export const AssetManifestSchema = v.object({
  version: v.pipe(text(), v.nonEmpty()),
  files: v.array(text()),
});
export type AssetManifest = v.InferOutput<typeof AssetManifestSchema>;
