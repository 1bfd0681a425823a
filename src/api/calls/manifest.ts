// Asset manifest of the deployed portal: GET /asset-manifest.json?t=<timestamp> (the timestamp
// defeats caches). The build check compares `version` with the first one it saw.
import { type AssetManifest, AssetManifestSchema } from "@domain/contract";
import type { ApiClient } from "../client";

export const fetchManifest = (
  client: ApiClient,
  input?: { timestamp?: number },
  signal?: AbortSignal,
): Promise<AssetManifest> =>
  client.request({
    service: "site",
    method: "GET",
    path: "/asset-manifest.json",
    query: { t: input?.timestamp ?? Date.now() },
    schema: AssetManifestSchema,
    signal,
    authorize: false,
  });
