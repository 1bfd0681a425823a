// Asset manifest of the deployed portal: GET /asset-manifest.json?t=<timestamp> (the timestamp
// defeats caches). The build check compares `version` with the first one it saw.
import { type AssetManifest } from "@domain/contract";
import { PLATFORM_ENDPOINTS } from "@domain/contract/endpoints/platform";
import { call } from "../call";
import type { ApiClient } from "../client";

export const fetchManifest = (client: ApiClient, input?: { timestamp?: number }, signal?: AbortSignal): Promise<AssetManifest> =>
  call(client, PLATFORM_ENDPOINTS.getAssetManifest, { query: { t: input?.timestamp ?? Date.now() }, signal });
