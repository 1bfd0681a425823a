// The named schemas of the API reference: the contract's valibot schemas (src/domain/contract), the
// deployment schema of src/config, and the few platform-only shapes that have no contract schema
// (the verification link's query, the 3-D Secure form, the map's style and streets, the live
// channel's query). Every name becomes components.schemas.<name> of the OpenAPI document; the
// catalog refers to schemas by these names, so a typo does not compile. Strings are the contract's
// text() (bounded, no control characters), so the documented shapes are the enforced ones.
import * as v from "valibot";
import { DeploymentSchema } from "../../../config/deployment";
import * as contract from "../../../domain/contract/index";

const { text } = contract;

/** GET /identity/v1/verify?token=… (the link of the verification mail). */
const VerifyQuerySchema = v.object({ token: v.optional(text({ max: 512 })) });

/** POST /payments/3ds/{intentId}: the challenge page's form (application/x-www-form-urlencoded). */
const ThreeDsFormSchema = v.object({ outcome: v.picklist(["authenticate", "fail"]) });

/** GET /ws?Authorization=…: base64 of the Authorization header value the portal would send. */
const LiveQuerySchema = v.object({ [contract.LIVE_AUTH_PARAM]: v.optional(text({ max: 8192 })) });

/** GET /map/style.json: a MapLibre style (version 8) whose streets source points back at /map/streets.geojson. */
const MapStyleSchema = v.looseObject({
  version: v.literal(8),
  name: text(),
  center: v.array(v.number()),
  zoom: v.number(),
  sources: v.record(text(), v.looseObject({ type: text() })),
  layers: v.array(v.looseObject({ id: text(), type: text() })),
});

/** GET /map/streets.geojson: the gazetteer's streets, one LineString per stretch ([lng, lat] pairs). */
const StreetCollectionSchema = v.object({
  type: v.literal("FeatureCollection"),
  features: v.array(
    v.object({
      type: v.literal("Feature"),
      id: v.number(),
      properties: v.object({
        name: text(),
        district: text(),
        postalCode: text(),
        class: v.picklist(["major", "street"]),
        from: v.number(),
        to: v.number(),
      }),
      geometry: v.object({ type: v.literal("LineString"), coordinates: v.array(v.array(v.number())) }),
    }),
  ),
});

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
  // Identity
  LoginRequest: contract.LoginRequestSchema,
  LoginAnswer: contract.LoginAnswerSchema,
  RefreshRequest: contract.RefreshRequestSchema,
  RegisterRequest: contract.RegisterRequestSchema,
  RegisterAnswer: contract.RegisterAnswerSchema,
  VerifyQuery: VerifyQuerySchema,
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
  PaymentIntentRequest: contract.PaymentIntentRequestSchema,
  PaymentIntentAnswer: contract.PaymentIntentAnswerSchema,
  EncryptedCard: contract.EncryptedCardSchema,
  PaymentConfirmRequest: contract.PaymentConfirmRequestSchema,
  PaymentConfirmAnswer: contract.PaymentConfirmAnswerSchema,
  VoucherValidateRequest: contract.VoucherValidateRequestSchema,
  VoucherValidateAnswer: contract.VoucherValidateAnswerSchema,
  VoucherAnswer: contract.VoucherAnswerSchema,
  ThreeDsForm: ThreeDsFormSchema,
  // Live channel
  LiveQuery: LiveQuerySchema,
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
  Deployment: DeploymentSchema,
  MapStyle: MapStyleSchema,
  StreetCollection: StreetCollectionSchema,
} as const;

export type SchemaName = keyof typeof NAMED_SCHEMAS;
