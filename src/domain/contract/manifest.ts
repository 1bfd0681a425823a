// GET /asset-manifest.json?t=... → {version, files}: the build check compares versions.
import * as v from "valibot";
import { text } from "./text";

export const AssetManifestSchema = v.object({
  version: v.pipe(text(), v.nonEmpty()),
  files: v.array(text()),
});
export type AssetManifest = v.InferOutput<typeof AssetManifestSchema>;

/** ?t=<timestamp in ms>: only defeats caches between the portal and the file; any whole number will do. */
export const AssetManifestQuerySchema = v.object({
  t: v.optional(v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(text({ max: 20 }), v.regex(/^\d+$/, "must be a whole number"))])),
});
