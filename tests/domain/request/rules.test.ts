// Fees, test vendors, item value limit, payment methods, coordinates typed as "lat,lng", voucher
// precondition and the origin (saved) address checks.
import { cardGatewayFor } from "../../../src/domain/request/card";
import { describe, expect, it } from "vitest";
import { hasCoordinates, parseCoordinates } from "../../../src/domain/request/coordinates";
import { errorKeyOf, errorMessageOf, errorStatusOf, isSignatureExpired } from "../../../src/domain/request/errors";
import { applyFee, feeChanged, feeChangedPromptText, isTestVendor, TEST_VENDOR_IDS, testVendorFee } from "../../../src/domain/request/fees";
import { exceedsLimit, parseItemValueLimit } from "../../../src/domain/request/item-value";
import { canValidateVoucher } from "../../../src/domain/request/payload";
import { availablePaymentMethods, parseCountryPaymentMethods } from "../../../src/domain/request/payment-methods";
import { EMPTY_ORIGIN_DRAFT, savedAddressPayload, savedAddressProblem } from "../../../src/domain/request/saved-address";

describe("fees", () => {
  it.each([
    [{ fee: 39, type: "amount" as const }, 250, 39],
    [{ fee: 39, type: "deliveryFee" as const }, 250, 39],
    [{ fee: 10, type: "percentage" as const }, 250, 25],
    [{ fee: 12.5, type: "percentage" as const }, 99.99, 12.5],
    [{ fee: 10, type: "percentage" as const }, null, 0],
  ])("applyFee(%j, %s) = %s", (quote, amount, fee) => {
    expect(applyFee(quote, amount)).toBe(fee);
  });

  it("feeChanged compares amount and type (the type when known)", () => {
    expect(feeChanged({ fee: 39, type: "amount" }, { fee: 39, type: "amount" })).toBe(false);
    expect(feeChanged({ fee: 39, type: "amount" }, { fee: 45, type: "amount" })).toBe(true);
    expect(feeChanged({ fee: 39, type: "amount" }, { fee: 39, type: "deliveryFee" })).toBe(true);
    expect(feeChanged(null, { fee: 39, type: "amount" })).toBe(true);
    // An order payload knows only the amount: the type is not compared then.
    expect(feeChanged({ fee: 39 }, { fee: 39, type: "deliveryFee" })).toBe(false);
    expect(feeChanged({ fee: 39 }, { fee: 45, type: "amount" })).toBe(true);
  });

  it("test vendors get the fallback fee 1337", () => {
    expect(TEST_VENDOR_IDS.length).toBeGreaterThan(0);
    for (const id of TEST_VENDOR_IDS) expect(isTestVendor(id)).toBe(true);
    expect(isTestVendor("DK-1001")).toBe(false);
    expect(isTestVendor(null)).toBe(false);
    expect(testVendorFee("DKK")).toMatchObject({ fee: 1337, type: "amount", currency: "DKK" });
  });

  it("the confirm prompt", () => {
    expect(feeChangedPromptText(45, "DKK")).toBe("The delivery fee is now: 45DKK. Are you ok?");
  });
});

describe("item value limit", () => {
  it.each([
    ["5000", 5000],
    [" 250 ", 250],
    ["0", 0],
    ["", -1],
    [null, -1],
    [undefined, -1],
    ["abc", -1],
    ["-1", -1],
    ["-20", -1],
  ])("parseItemValueLimit(%j) = %s", (raw, limit) => {
    expect(parseItemValueLimit(raw)).toBe(limit);
  });
  it.each([
    [5001, 5000, true],
    [5000, 5000, false],
    [10, 5000, false],
    [1_000_000, -1, false],
    [null, 5000, false],
    [Number.NaN, 5000, false],
    [1, 0, true],
  ])("exceedsLimit(%s, %s) = %s", (amount, limit, exceeds) => {
    expect(exceedsLimit(amount, limit)).toBe(exceeds);
  });
});

describe("payment methods", () => {
  const vendorMethods = { PAID: true, CASH_ON_DELIVERY: true, ONLINE_PAYMENT: true, PAYMENT_ON_DELIVERY: false, NONE: true };
  const country = parseCountryPaymentMethods("CASH_ON_DELIVERY|ONLINE_PAYMENT|PAID");

  it("parses the pipe list", () => {
    expect(country).toEqual(["CASH_ON_DELIVERY", "ONLINE_PAYMENT", "PAID"]);
    expect(parseCountryPaymentMethods(" PAID | |CASH_ON_DELIVERY ")).toEqual(["PAID", "CASH_ON_DELIVERY"]);
    expect(parseCountryPaymentMethods(null)).toBeNull();
  });

  it.each<[string, Parameters<typeof availablePaymentMethods>[0], string[]]>([
    ["vendor's true methods; online when activated", { vendorMethods, countryMethods: country, onlinePaymentActivated: true, guest: false }, ["PAID", "CASH_ON_DELIVERY", "ONLINE_PAYMENT"]],
    ["no online payment when not activated", { vendorMethods, countryMethods: country, onlinePaymentActivated: false, guest: false }, ["PAID", "CASH_ON_DELIVERY"]],
    ["cash on delivery needs the country list", { vendorMethods, countryMethods: ["ONLINE_PAYMENT"], onlinePaymentActivated: true, guest: false }, ["PAID", "ONLINE_PAYMENT"]],
    ["online needs the country list", { vendorMethods, countryMethods: ["CASH_ON_DELIVERY"], onlinePaymentActivated: true, guest: false }, ["PAID", "CASH_ON_DELIVERY"]],
    ["an unreadable country list keeps cash, drops online", { vendorMethods, countryMethods: null, onlinePaymentActivated: true, guest: false }, ["PAID", "CASH_ON_DELIVERY"]],
    ["NONE with the none-payment-method flag", { vendorMethods, countryMethods: country, onlinePaymentActivated: false, guest: false, noneAllowed: true }, ["PAID", "CASH_ON_DELIVERY", "NONE"]],
    ["PAY_AT_PICKUP only with the pay-at-pickup flag: off", { vendorMethods: { ...vendorMethods, PAY_AT_PICKUP: true }, countryMethods: country, onlinePaymentActivated: false, guest: false }, ["PAID", "CASH_ON_DELIVERY"]],
    ["PAY_AT_PICKUP only with the pay-at-pickup flag: on", { vendorMethods: { ...vendorMethods, PAY_AT_PICKUP: true }, countryMethods: country, onlinePaymentActivated: false, guest: false, payAtPickupAllowed: true }, ["PAID", "CASH_ON_DELIVERY", "PAY_AT_PICKUP"]],
    ["guests: default method and cash, never online", { vendorMethods: {}, countryMethods: country, onlinePaymentActivated: true, guest: true, defaultMethod: "PAID" }, ["PAID", "CASH_ON_DELIVERY"]],
    ["a vendor without methods", { vendorMethods: {}, countryMethods: country, onlinePaymentActivated: true, guest: false }, []],
  ])("%s", (_d, ctx, methods) => {
    expect(availablePaymentMethods(ctx)).toEqual(methods);
  });
});

describe("coordinates typed as lat,lng", () => {
  it.each([
    ["55.6761,12.5683", { latitude: 55.6761, longitude: 12.5683 }],
    [" 55.6761 , 12.5683 ", { latitude: 55.6761, longitude: 12.5683 }],
    ["-33.9,151.2", { latitude: -33.9, longitude: 151.2 }],
    ["+1,-2", { latitude: 1, longitude: -2 }],
  ])("%j", (text, coords) => {
    expect(parseCoordinates(text)).toEqual(coords);
  });
  it.each(["Jægersborggade 14", "55.6761", "55.6761;12.5683", "91,12", "55,181", "55.6761,12.5683,3", "", "a,b"])("%j is not coordinates", (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });
  it("hasCoordinates", () => {
    expect(hasCoordinates({ latitude: 0, longitude: 0 })).toBe(true);
    expect(hasCoordinates({ latitude: null, longitude: 12 })).toBe(false);
    expect(hasCoordinates({ latitude: Number.NaN, longitude: 12 })).toBe(false);
    expect(hasCoordinates(null)).toBe(false);
  });
});

describe("voucher precondition: a vendor and a delivery fee", () => {
  it.each([
    ["DK-1001", { fee: 39, signature: "s" }, true],
    ["", { fee: 39, signature: "s" }, false],
    [null, { fee: 39, signature: "s" }, false],
    ["DK-1001", null, false],
    ["DK-1001", { fee: 39, signature: "" }, false],
  ])("%j with %j: %s", (vendorId, fee, ok) => {
    expect(canValidateVoucher(vendorId, fee)).toBe(ok);
  });
});

describe("origin (saved) address", () => {
  const draft = { ...EMPTY_ORIGIN_DRAFT, text: "Nordre Frihavnsgade 20", latitude: 55.696, longitude: 12.586, city: "København Ø", countryCode: "dk", postalCode: "2100", unit: "st. tv", building: "B" };
  it("needs coordinates, then notes ≤ 1000 bytes, then street ≤ 255 bytes", () => {
    expect(savedAddressProblem(draft)).toBeNull();
    expect(savedAddressProblem({ ...draft, latitude: null })).toBe("request.origin.no-coordinates");
    expect(savedAddressProblem({ ...draft, latitude: null, notes: "x".repeat(2000) })).toBe("request.origin.no-coordinates");
    expect(savedAddressProblem({ ...draft, notes: "ø".repeat(501) })).toBe("request.notes.too-long");
    expect(savedAddressProblem({ ...draft, notes: "ø".repeat(500) })).toBeNull();
    expect(savedAddressProblem({ ...draft, text: "å".repeat(128) })).toBe("request.address.too-long");
    expect(savedAddressProblem({ ...draft, text: "å".repeat(127) })).toBeNull();
  });
  it("builds the PUT /vendor/{id}/address payload", () => {
    expect(savedAddressPayload(draft)).toEqual({
      address_text: "st. tv, B, Nordre Frihavnsgade 20",
      unit: "st. tv",
      notes: "",
      building: "B",
      city: "København Ø",
      country_code: "DK",
      latitude: 55.696,
      longitude: 12.586,
      postal_code: "2100",
      street_address: "Nordre Frihavnsgade 20",
    });
  });
});

describe("reading failures", () => {
  const apiError = Object.assign(new Error("SignatureExpired"), { status: 400, translationKey: "error.fee.changed" });
  it("message, key and status of an api error; SignatureExpired by its message", () => {
    expect(errorMessageOf(apiError)).toBe("SignatureExpired");
    expect(errorKeyOf(apiError)).toBe("error.fee.changed");
    expect(errorStatusOf(apiError)).toBe(400);
    expect(isSignatureExpired(apiError)).toBe(true);
    expect(isSignatureExpired(new Error("Card declined"))).toBe(false);
    expect(errorKeyOf({ translation_key: "voucher.error.get.message" })).toBe("voucher.error.get.message");
    expect(errorKeyOf(new Error("x"))).toBeNull();
    expect(errorStatusOf("x")).toBeNull();
    expect(errorMessageOf("plain")).toBe("plain");
  });
});

describe("cybersource-credit-card-taiwan", () => {
  it("the card gateway: cybersource_creditcard with the flag, generic_creditcard without", () => {
    expect(cardGatewayFor({ "cybersource-credit-card-taiwan": true })).toBe("cybersource_creditcard");
    expect(cardGatewayFor({ "cybersource-credit-card-taiwan": false })).toBe("generic_creditcard");
    expect(cardGatewayFor(null)).toBe("generic_creditcard");
  });
});
