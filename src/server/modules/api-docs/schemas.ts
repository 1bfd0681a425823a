// The named schemas of the API reference: the contract's valibot schemas (src/domain/contract) and
// the deployment schema of src/config. Every name becomes components.schemas.<name> of the OpenAPI
// document, and an endpoint declaration's schema is shown by its name (schemaName); a schema an
// endpoint uses without a name here stops the document from being built. Strings are the
// contract's text() (bounded, no control characters), so the documented shapes are the enforced ones.
import type * as v from "valibot";
import { DeploymentSchema } from "../../../config/deployment";
import * as helpCentre from "../../../domain/contract/help-centre";
import * as contract from "../../../domain/contract/index";
import { TermsDocumentQuerySchema } from "../../../domain/contract/endpoints/terms";

/**
 * Name → schema. Order matters only for the page's "Schemas" section (kept by service). A schema
 * nested in another named one becomes a $ref to it.
 */
export const NAMED_SCHEMAS = {
  // Shared
  ErrorBody: contract.ErrorBodySchema,
  ValidationIssue: contract.ValidationIssueSchema,
  // Path parameters
  VendorIdParam: contract.VendorIdParamSchema,
  OrderIdParam: contract.OrderIdParamSchema,
  RiderIdParam: contract.RiderIdParamSchema,
  VoucherCodeParam: contract.VoucherCodeParamSchema,
  PaymentIntentIdParam: contract.PaymentIntentIdParamSchema,
  PaymentCardIdParam: contract.PaymentCardIdParamSchema,
  // Identity
  LoginRequest: contract.LoginRequestSchema,
  LoginAnswer: contract.LoginAnswerSchema,
  RefreshRequest: contract.RefreshRequestSchema,
  RegisterRequest: contract.RegisterRequestSchema,
  RegisterAnswer: contract.RegisterAnswerSchema,
  VerifyQuery: contract.VerifyQuerySchema,
  ForgotPasswordRequest: contract.ForgotPasswordRequestSchema,
  ForgotPasswordAnswer: contract.ForgotPasswordAnswerSchema,
  ResetPasswordRequest: contract.ResetPasswordRequestSchema,
  ResetPasswordAnswer: contract.ResetPasswordAnswerSchema,
  GuestTokenAnswer: contract.GuestTokenAnswerSchema,
  PlatformTokenRequest: contract.PlatformTokenRequestSchema,
  PlatformTokenAnswer: contract.PlatformTokenAnswerSchema,
  PlatformTokenPayload: contract.PlatformTokenPayloadSchema,
  MailboxQuery: contract.MailboxQuerySchema,
  MailboxAnswer: contract.MailboxAnswerSchema,
  Mail: contract.MailSchema,
  // Orders service: vendors and country parameters
  Vendor: contract.VendorSchema,
  VendorsAnswer: contract.VendorsAnswerSchema,
  VendorAnswer: contract.VendorAnswerSchema,
  CountryParameterName: contract.CountryParameterNameSchema,
  CountryParameterQuery: contract.CountryParameterQuerySchema,
  CountryParameterAnswer: contract.CountryParameterAnswerSchema,
  // Orders service: tracking
  OrderRecord: contract.OrderRecordSchema,
  OrderRefund: contract.OrderRefundSchema,
  OrdersQuery: contract.OrdersQuerySchema,
  OrdersAnswer: contract.OrdersAnswerSchema,
  OrderQuery: contract.OrderQuerySchema,
  OrderAnswer: contract.OrderAnswerSchema,
  CancelOrderRequest: contract.CancelOrderRequestSchema,
  Rider: contract.RiderSchema,
  RiderAnswer: contract.RiderAnswerSchema,
  ProofQuery: contract.ProofQuerySchema,
  Proof: contract.ProofSchema,
  ProofAnswer: contract.ProofAnswerSchema,
  // Orders service: outlets (collection points)
  OutletPayload: contract.OutletPayloadSchema,
  OutletAnswer: contract.OutletAnswerSchema,
  // Orders service: request flow
  AutocompleteQuery: contract.AutocompleteQuerySchema,
  ReverseQuery: contract.ReverseQuerySchema,
  DetailsQuery: contract.DetailsQuerySchema,
  GeolocatorPlace: contract.GeolocatorPlaceSchema,
  GeolocatorAnswer: contract.GeolocatorAnswerSchema,
  LatLng: contract.LatLngSchema,
  ShortLatLng: contract.ShortLatLngSchema,
  DeliveryFeeRequest: contract.DeliveryFeeRequestSchema,
  DeliveryFee: contract.DeliveryFeeSchema,
  DeliveryFeeAnswer: contract.DeliveryFeeAnswerSchema,
  AreaValidateRequest: contract.AreaValidateRequestSchema,
  AreaValidateAnswer: contract.AreaValidateAnswerSchema,
  DeliveryAreaAnswer: contract.DeliveryAreaAnswerSchema,
  Estimations: contract.EstimationsSchema,
  EstimationsAnswer: contract.EstimationsAnswerSchema,
  OrderCreatePayload: contract.OrderCreatePayloadSchema,
  OrderUpdatePayload: contract.OrderUpdatePayloadSchema,
  OrderCreateAnswer: contract.OrderCreateAnswerSchema,
  SavedAddress: contract.SavedAddressSchema,
  SavedAddressAnswer: contract.SavedAddressAnswerSchema,
  SavedAddressErrorBody: contract.SavedAddressErrorBodySchema,
  AddressBookQuery: contract.AddressBookQuerySchema,
  AddressBookEntry: contract.AddressBookEntrySchema,
  AddressBookAnswer: contract.AddressBookAnswerSchema,
  // Orders service: payments and vouchers
  PaymentWalletAnswer: contract.PaymentWalletAnswerSchema,
  PublicJwk: contract.PublicJwkSchema,
  PaymentPublicKeyAnswer: contract.PaymentPublicKeyAnswerSchema,
  SavedCard: contract.SavedCardSchema,
  SavedCardsAnswer: contract.SavedCardsAnswerSchema,
  SavedCardRemovedAnswer: contract.SavedCardRemovedAnswerSchema,
  PaymentIntentStatus: contract.PaymentIntentStatusSchema,
  PaymentIntentStatusAnswer: contract.PaymentIntentStatusAnswerSchema,
  PaymentIntentRequest: contract.PaymentIntentRequestSchema,
  PaymentIntentAnswer: contract.PaymentIntentAnswerSchema,
  EncryptedCard: contract.EncryptedCardSchema,
  PaymentConfirmRequest: contract.PaymentConfirmRequestSchema,
  PaymentConfirmAnswer: contract.PaymentConfirmAnswerSchema,
  VoucherValidateRequest: contract.VoucherValidateRequestSchema,
  VoucherValidateAnswer: contract.VoucherValidateAnswerSchema,
  VoucherAnswer: contract.VoucherAnswerSchema,
  ThreeDsForm: contract.ThreeDsFormSchema,
  // Live channel
  LiveQuery: contract.LiveQuerySchema,
  LiveClientMessage: contract.LiveClientMessageSchema,
  SubscribeToVendorMessage: contract.SubscribeToVendorMessageSchema,
  LiveServerMessage: contract.LiveServerMessageSchema,
  SubscribeOkMessage: contract.SubscribeOkMessageSchema,
  OrderUpdateMessage: contract.OrderUpdateMessageSchema,
  LiveErrorMessage: contract.LiveErrorMessageSchema,
  // Flags, manifest, deployment, map
  FlagRegion: contract.FlagRegionSchema,
  FlagsAnswer: contract.FlagsAnswerSchema,
  FlagsUpdateRequest: contract.FlagsUpdateRequestSchema,
  AssetManifest: contract.AssetManifestSchema,
  AssetManifestQuery: contract.AssetManifestQuerySchema,
  Deployment: DeploymentSchema,
  MapStyle: contract.MapStyleSchema,
  StreetCollection: contract.StreetCollectionSchema,
  MapFontStackParam: contract.MapGlyphParamsSchema.fontstack,
  MapGlyphRangeParam: contract.MapGlyphParamsSchema.range,
  // Bulk jobs
  BulkJobIdParam: contract.BulkJobIdParamSchema,
  BulkCreateRequest: contract.BulkCreateRequestSchema,
  BulkRowError: contract.BulkRowErrorSchema,
  BulkJobRow: contract.BulkJobRowSchema,
  BulkJob: contract.BulkJobSchema,
  BulkJobAnswer: contract.BulkJobAnswerSchema,
  BulkJobsAnswer: contract.BulkJobsAnswerSchema,
  // Public tracking (issue 12)
  PublicIdParam: contract.PublicIdParamSchema,
  PublicTracking: contract.PublicTrackingSchema,
  PublicTrackingAnswer: contract.PublicTrackingAnswerSchema,
  PublicRider: contract.PublicRiderSchema,
  DeliveryReceipt: contract.DeliveryReceiptSchema,
  DeliveryReceiptAnswer: contract.DeliveryReceiptAnswerSchema,
  VoucherSummary: contract.VoucherSummarySchema,
  TrackingLinkQuery: contract.TrackingLinkQuerySchema,
  TrackingLink: contract.TrackingLinkSchema,
  TrackingLinkAnswer: contract.TrackingLinkAnswerSchema,
  OrderSummary: contract.OrderSummarySchema,
  OrderSummaryAnswer: contract.OrderSummaryAnswerSchema,
  HcTokenAnswer: helpCentre.HcTokenAnswerSchema,
  HelpCentreInitRequest: helpCentre.HelpCentreInitRequestSchema,
  HelpCentreInitAnswer: helpCentre.HelpCentreInitAnswerSchema,
  HelpSessionIdParam: helpCentre.HelpSessionIdParamSchema,
  HelpPageQuery: helpCentre.HelpPageQuerySchema,
  SupportRequestCreate: helpCentre.SupportRequestCreateSchema,
  SupportRequest: helpCentre.SupportRequestSchema,
  SupportRequestAnswer: helpCentre.SupportRequestAnswerSchema,
  SupportRequestListAnswer: helpCentre.SupportRequestListAnswerSchema,
  TermsDocumentQuery: TermsDocumentQuerySchema,
} as const;

export type SchemaName = keyof typeof NAMED_SCHEMAS;

const NAMES = new Map<unknown, SchemaName>((Object.entries(NAMED_SCHEMAS) as [SchemaName, unknown][]).map(([name, schema]) => [schema, name]));

/**
 * The name of a schema an endpoint uses. A path parameter's schema with only a description piped
 * after it (param()) goes by the name of the schema it describes.
 */
export function schemaName(schema: v.GenericSchema, where: string): SchemaName {
  const named = NAMES.get(schema) ?? NAMES.get((schema as { pipe?: readonly unknown[] }).pipe?.[0]);
  if (!named) throw new Error(`${where}: the schema has no name in src/server/modules/api-docs/schemas.ts`);
  return named;
}
