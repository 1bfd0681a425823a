// Asset manifest of the deployed portal: GET /asset-manifest.json?t=<timestamp> (the timestamp
// defeats caches). The build check compares `version` with the first one it saw.
import type { AssetManifest } from "@domain/contract";
import { FLAGS_AND_MANIFEST_ENDPOINTS } from "@domain/contract/endpoints/flags-manifest";
import { call } from "../call";
import type { ApiClient } from "../client";

export const fetchManifest = (client: ApiClient, input?: { timestamp?: number }, signal?: AbortSignal): Promise<AssetManifest> =>
  call(client, FLAGS_AND_MANIFEST_ENDPOINTS.getAssetManifest, { query: { t: input?.timestamp ?? Date.now() }, signal });
