// The help centre's calls (second file §7): the vendor's hc token on the orders service, and the
// help-centre service (per region host; on the reference platform the same process, see README):
// the init call that verifies the token and answers the help page's URL, and the support requests
// the help page files and lists with the token its bridge was granted.
import * as v from "valibot";
import {
  HcTokenAnswerSchema,
  HelpCentreInitAnswerSchema,
  HelpCentreInitRequestSchema,
  HelpPageQuerySchema,
  HelpSessionIdParamSchema,
  SupportRequestAnswerSchema,
  SupportRequestCreateSchema,
  SupportRequestListAnswerSchema,
} from "../help-centre";
// (imported by path: not part of the ENDPOINTS barrel, see ./index.ts)
import { ERRORS, vendorIdParam } from "./common";
import { defineEndpoint, param } from "./define";

const hcTokenHeader = "Authorization: Bearer <hc token> (GET /vendor/{id}/hc_jwt_token, handed to the help page by the bridge's access-token grant).";

export const HELP_CENTRE_ENDPOINTS = {
  getHcToken: defineEndpoint({
    id: "getHcToken",
    service: "orders",
    method: "GET",
    path: "/vendor/:id/hc_jwt_token",
    summary: "Get the vendor's help-centre token",
    description:
      "A signed token (one hour) for the help centre, bound to the signed-in user, the vendor and the session (a logout revokes it). Signed-in users only: no guests, no GODROID tokens.",
    auth: "user",
    params: v.object({ id: vendorIdParam }),
    answer: HcTokenAnswerSchema,
    success: { description: "result.token and its lifetime in seconds." },
    errors: [ERRORS.unauthorized, ERRORS.forbidden, ERRORS.vendorNotFound],
  }),
  helpCentreInit: defineEndpoint({
    id: "helpCentreInit",
    service: "helpCentre",
    method: "POST",
    path: "/conditions-api/v1/init",
    summary: "Open a help-centre session",
    description:
      "Verifies verification_token (an hc token of the same user; a bad, expired or revoked one is refused with 401 help-center.token-invalid) and answers the URL of the help page for the iframe. The page may be framed only by the Origin that made this call. CORS: any origin, without credentials.",
    auth: "none",
    body: HelpCentreInitRequestSchema,
    answer: HelpCentreInitAnswerSchema,
    success: { description: "url of the help page." },
    errors: [ERRORS.validation, { status: 401, description: "Bad, expired or revoked verification_token (help-center.token-invalid)." }],
  }),
  showHelpPage: defineEndpoint({
    id: "showHelpPage",
    service: "helpCentre",
    method: "GET",
    path: "/help-centre/page/:sessionId",
    summary: "Show the help page",
    description:
      "The page the init call's url points at: the articles (searched with q), a contact form and the vendor's requests, in the init call's language (en or da). Only the portal origin that made the init call may frame it (Content-Security-Policy frame-ancestors); its script talks to that origin only.",
    auth: "capability",
    params: v.object({ sessionId: param(HelpSessionIdParamSchema, "Help session id (from the init call's url).") }),
    query: HelpPageQuerySchema,
    success: { description: "The help page.", contentType: "text/html" },
    errors: [{ status: 404, description: "Unknown or expired help session (a page)." }],
    htmlErrors: true,
  }),
  createSupportRequest: defineEndpoint({
    id: "createSupportRequest",
    service: "helpCentre",
    method: "POST",
    path: "/help-centre/api/v1/requests",
    summary: "File a support request",
    description: `Files a request for the vendor of the token. ${hcTokenHeader}`,
    auth: "none",
    body: SupportRequestCreateSchema,
    answer: SupportRequestAnswerSchema,
    success: { status: 201, description: "The stored request." },
    errors: [ERRORS.validation, { status: 401, description: "No valid hc token." }],
  }),
  listSupportRequests: defineEndpoint({
    id: "listSupportRequests",
    service: "helpCentre",
    method: "GET",
    path: "/help-centre/api/v1/requests",
    summary: "List the vendor's support requests",
    description: `Newest first, at most 50. ${hcTokenHeader}`,
    auth: "none",
    answer: SupportRequestListAnswerSchema,
    success: { description: "The vendor's requests (\"your requests\")." },
    errors: [{ status: 401, description: "No valid hc token." }],
  }),
};
