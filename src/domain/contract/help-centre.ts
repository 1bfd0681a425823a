// The help centre's contract (second file §7): the hc token of a vendor, the help-centre service's
// init call (every field the spec lists), and the support requests the help page files for the
// vendor through the bridge's token.
import * as v from "valibot";
import { HELP_CENTRE_SERVICE_TYPE } from "../help-centre";
import { identifier, text } from "./text";

export const HELP_CENTRE_ERROR_KEYS = {
  failed: "help-center.failed",
  token: "help-center.token-invalid",
} as const;

/** GET /vendor/{id}/hc_jwt_token: result is the token (valid one hour). */
export const HcTokenAnswerSchema = v.object({
  result: v.object({ token: text({ max: 4096 }), expires_in: v.number() }),
});
export type HcTokenAnswer = v.InferOutput<typeof HcTokenAnswerSchema>;

/** POST /conditions-api/v1/init. */
export const HelpCentreInitRequestSchema = v.object({
  user_id: v.pipe(text({ max: 128 }), v.nonEmpty()),
  email: text({ max: 320 }),
  guest: v.literal(false),
  name: text({ max: 200 }),
  brand: text({ max: 64 }),
  global_entity_id: v.pipe(text({ max: 16 }), v.regex(/^ODR_[A-Z]{2}$/, "must be ODR_{country}")),
  country: v.pipe(text({ max: 2 }), v.regex(/^[a-z]{2}$/, "must be a two-letter country code")),
  locale: v.pipe(text({ max: 16 }), v.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, "must be a locale")),
  app_version: text({ max: 64 }),
  verification_token: v.pipe(text({ max: 4096 }), v.nonEmpty()),
  bridge: v.literal(true),
  service_type: v.literal(HELP_CENTRE_SERVICE_TYPE),
});
export type HelpCentreInitRequest = v.InferOutput<typeof HelpCentreInitRequestSchema>;

export const HelpCentreInitAnswerSchema = v.object({ url: text({ max: 2048 }) });
export type HelpCentreInitAnswer = v.InferOutput<typeof HelpCentreInitAnswerSchema>;

export const SUPPORT_TOPICS = ["requesting", "paying", "vouchers", "tracking", "cancelling", "bulk-orders", "outlets", "other"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** POST /help-centre/api/v1/requests (Authorization: Bearer <hc token>). */
export const SupportRequestCreateSchema = v.object({
  topic: v.picklist(SUPPORT_TOPICS),
  message: v.pipe(text({ max: 2000, multiline: true }), v.trim(), v.nonEmpty("Please write your question")),
  order_id: v.optional(v.pipe(text({ max: 128 }), v.trim())),
});
export type SupportRequestCreate = v.InferOutput<typeof SupportRequestCreateSchema>;

export const SupportRequestSchema = v.object({
  id: text({ max: 128 }),
  vendor_id: text({ max: 128 }),
  topic: v.picklist(SUPPORT_TOPICS),
  message: text({ max: 2000, multiline: true }),
  order_id: v.nullable(text({ max: 128 })),
  status: v.picklist(["open", "answered"]),
  created_at: text({ max: 64 }),
});
export type SupportRequest = v.InferOutput<typeof SupportRequestSchema>;

export const SupportRequestAnswerSchema = v.object({ result: SupportRequestSchema });
export const SupportRequestListAnswerSchema = v.object({ result: v.array(SupportRequestSchema) });

/** The help session of a help page's path. */
export const HelpSessionIdParamSchema = identifier(64);
/** The help page's search. */
export const HelpPageQuerySchema = v.object({ q: v.optional(text({ max: 100 })) });
