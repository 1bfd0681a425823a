// The flags and the asset manifest: what every page reads at start (the flag provider, its static
// fallback, the build check's manifest), declared apart from the live channel and the map so that the
// portal's first load carries only these contracts (issue 14). PLATFORM_ENDPOINTS (./platform.ts)
// lists them in this order.
import * as v from "valibot";
import { FLAG_REGION_NOT_FOUND_KEY, FlagRegionSchema, FlagsAnswerSchema, FlagsUpdateRequestSchema } from "../flags";
import { AssetManifestQuerySchema, AssetManifestSchema } from "../manifest";
import { ERRORS } from "./common";
import { defineEndpoint, param } from "./define";

const region = v.object({ region: param(FlagRegionSchema, "Region: eu, ap or me.") });

export const FLAGS_AND_MANIFEST_ENDPOINTS = {
  getFlags: defineEndpoint({
    id: "getFlags",
    service: "flags",
    method: "GET",
    path: "/flags/:region",
    summary: "Read a region's flags",
    auth: "none",
    params: region,
    notFoundKey: FLAG_REGION_NOT_FOUND_KEY,
    answer: FlagsAnswerSchema,
    success: { description: "Flag name → on/off." },
    errors: [{ status: 404, description: "Unknown region (flags.region-not-found)." }],
  }),
  putFlags: defineEndpoint({
    id: "putFlags",
    service: "flags",
    method: "PUT",
    path: "/flags/:region",
    summary: "Change a region's flags",
    description:
      "Only known flag names; the others keep their value. The key is ADMIN_KEY; without it the platform generates a random key per run and logs it (production refuses to start without ADMIN_KEY).",
    auth: "admin",
    params: region,
    notFoundKey: FLAG_REGION_NOT_FOUND_KEY,
    body: FlagsUpdateRequestSchema,
    answer: FlagsAnswerSchema,
    success: { description: "Every flag of the region after the change." },
    errors: [ERRORS.validation, { status: 401, description: "Missing or wrong X-Admin-Key." }, { status: 404, description: "Unknown region." }],
  }),
  getFallbackFlags: defineEndpoint({
    id: "getFallbackFlags",
    service: "flags",
    method: "GET",
    path: "/flags-fallback.json",
    summary: "Read the static fallback flags",
    auth: "none",
    answer: FlagsAnswerSchema,
    success: { description: "The fallback flags file." },
    portalFile: true,
  }),
  getAssetManifest: defineEndpoint({
    id: "getAssetManifest",
    service: "platform",
    method: "GET",
    path: "/asset-manifest.json",
    summary: "Read the asset manifest",
    description: 'version is "dev" when no build is deployed. The portal adds t=<timestamp> so no cache answers for the file.',
    auth: "none",
    query: AssetManifestQuerySchema,
    answer: AssetManifestSchema,
    success: { description: "The build's version and files." },
    portalFile: true,
  }),
};
