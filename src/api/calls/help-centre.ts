// The help centre's calls: the vendor's hc token (orders service) and the help-centre service's init
// (the region's help host, ApiClientOptions.helpHost), with the payload of every field the spec lists.
import { HELP_CENTRE_ENDPOINTS as ENDPOINTS } from "@domain/contract/endpoints/help-centre";
import { type HelpCentreInitInput, helpCentreInitPayload } from "@domain/help-centre";
import { call } from "../call";
import type { ApiClient } from "../client";

export const getHcToken = async (client: ApiClient, input: { vendorId: string }, signal?: AbortSignal): Promise<{ token: string }> =>
  (await call(client, ENDPOINTS.getHcToken, { params: { id: input.vendorId }, signal })).result;

export const initHelpCentre = (client: ApiClient, input: HelpCentreInitInput, signal?: AbortSignal): Promise<{ url: string }> =>
  call(client, ENDPOINTS.helpCentreInit, { body: helpCentreInitPayload(input), signal, check: true });
