// Feature flag sources: the provider of the region (GET {apiHost}/flags/{region}) and the static
// fallback file shipped with the portal (GET /flags-fallback.json). Both answer {flags: name → boolean};
// the flags machine normalizes the answer (unknown names dropped, missing ones defaulted).
import type { FlagsAnswer } from "@domain/contract";
import { FLAGS_AND_MANIFEST_ENDPOINTS } from "@domain/contract/endpoints/flags-manifest";
import { call } from "../call";
import type { ApiClient } from "../client";
import type { NoInput } from "./identity";

/** GET /flags/{region} on the platform. */
export const fetchProviderFlags = (client: ApiClient, region: string, signal?: AbortSignal): Promise<FlagsAnswer> =>
  call(client, FLAGS_AND_MANIFEST_ENDPOINTS.getFlags, { params: { region }, signal });

/** GET /flags-fallback.json next to the portal's files. */
export const fetchFallbackFlags = (client: ApiClient, _input?: NoInput, signal?: AbortSignal): Promise<FlagsAnswer> =>
  call(client, FLAGS_AND_MANIFEST_ENDPOINTS.getFallbackFlags, { signal });
