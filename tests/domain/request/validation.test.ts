// Order form validation (core §5): every rule with its key, the order of the checks, bytes versus
// characters with Danish letters and emoji, the country rules (Singapore unit number, Kuwait amount
// optional, Pakistan minimum 100 PKR) and possible phone numbers for the country.
import { describe, expect, it } from "vitest";
import { charLength, exceedsBytes, exceedsChars, utf8ByteLength } from "../../../src/domain/request/bytes";
import {
  countryRules,
  EMPTY_ORDER_FORM,
  firstError,
  hasErrors,
  type OrderFormContext,
  type OrderFormValues,
  parseAmount,
  VALIDATION_KEYS,
  VALIDATION_TEXTS,
  validateOrderForm,
} from "../../../src/domain/request/validation";
import { isPossiblePhone, REQUEST_PHONE_RULES } from "../../../src/domain/request/phone-rules";

const VALID: OrderFormValues = {
  ...EMPTY_ORDER_FORM,
  destinationName: "Søren Kierkegaard",
  destinationPhoneNumber: "+45 31 23 45 67",
  destinationTextAddress: "Jægersborggade 14, 2200 København N",
  orderAmount: "250",
  orderDescription: "2 pizzas",
  paymentMethod: "PAID",
};
const CTX: OrderFormContext = {
  vendor: { vendor_id: "DK-1001" },
  country: { code: "DK" },
  availablePaymentMethods: ["PAID", "CASH_ON_DELIVERY"],
  destination: { latitude: 55.69, longitude: 12.55 },
  phoneRules: REQUEST_PHONE_RULES,
};
const validate = (values: Partial<OrderFormValues>, ctx: Partial<OrderFormContext> = {}) => validateOrderForm({ ...VALID, ...values }, { ...CTX, ...ctx });

describe("bytes and characters", () => {
  it.each([
    ["abc", 3, 3],
    ["æøå", 6, 3],
    ["ÆØÅ", 6, 3],
    ["😀", 4, 1],
    ["👍🏽", 8, 2],
    ["København", 10, 9],
    ["", 0, 0],
  ])("%j is %i bytes and %i characters", (text, bytes, chars) => {
    expect(utf8ByteLength(text)).toBe(bytes);
    expect(charLength(text)).toBe(chars);
  });
  it("limits compare with >", () => {
    expect(exceedsBytes("a".repeat(10), 10)).toBe(false);
    expect(exceedsBytes("a".repeat(11), 10)).toBe(true);
    expect(exceedsChars("😀".repeat(10), 10)).toBe(false);
    expect(exceedsChars("😀".repeat(11), 10)).toBe(true);
  });
});

describe("validateOrderForm: each rule", () => {
  it("a valid form has no errors", () => {
    expect(validate({})).toEqual({});
    expect(hasErrors(validate({}))).toBe(false);
    expect(firstError(validate({}))).toBeNull();
  });

  it.each<[string, Partial<OrderFormValues>, Partial<OrderFormContext>, Record<string, string>]>([
    ["vendor missing", {}, { vendor: null }, { vendor: "error.cant-retrieve-vendor-rar" }],
    ["vendor with an empty id", {}, { vendor: { vendor_id: "" } }, { vendor: "error.cant-retrieve-vendor-rar" }],
    ["name empty", { destinationName: "" }, {}, { destinationName: "validation.fill-customer-name" }],
    ["name blank", { destinationName: "   " }, {}, { destinationName: "validation.fill-customer-name" }],
    ["name with a digit", { destinationName: "Agent 007" }, {}, { destinationName: "validation.wrong-customer-name" }],
    ["name with an Arabic-Indic digit", { destinationName: "محمد ٣" }, {}, { destinationName: "validation.wrong-customer-name" }],
    ["phone empty", { destinationPhoneNumber: "" }, {}, { destinationPhoneNumber: "validation.fill-customer-phone" }],
    ["phone too short for Denmark", { destinationPhoneNumber: "1234" }, {}, { destinationPhoneNumber: "validation.phone-incorrect" }],
    ["phone letters", { destinationPhoneNumber: "call me" }, {}, { destinationPhoneNumber: "validation.phone-incorrect" }],
    ["description of 201 characters", { orderDescription: "x".repeat(201) }, {}, { orderDescription: "validation.fill-description" }],
    ["description of 201 emoji", { orderDescription: "🍕".repeat(201) }, {}, { orderDescription: "validation.fill-description" }],
    ["pickup code of 31 characters", { pickupCode: "A".repeat(31) }, {}, { pickupCode: "request.pickup-code.submit.validation-error.length" }],
    ["pickup code of 31 Danish letters", { pickupCode: "ø".repeat(31) }, {}, { pickupCode: "request.pickup-code.submit.validation-error.length" }],
    ["address empty", { destinationTextAddress: "" }, {}, { destinationTextAddress: "validation.fill-address" }],
    ["address blank", { destinationTextAddress: "  " }, {}, { destinationTextAddress: "validation.fill-address" }],
    ["address of 256 bytes", { destinationTextAddress: "a".repeat(256) }, {}, { destinationTextAddress: "request.address.too-long" }],
    ["address of 128 Danish letters (256 bytes)", { destinationTextAddress: "æ".repeat(128) }, {}, { destinationTextAddress: "request.address.too-long" }],
    ["address of 64 emoji (256 bytes)", { destinationTextAddress: "🏠".repeat(64) }, {}, { destinationTextAddress: "request.address.too-long" }],
    ["notes of 1001 bytes", { riderNotes: "a".repeat(1001) }, {}, { riderNotes: "request.notes.too-long" }],
    ["notes of 501 Danish letters (1002 bytes)", { riderNotes: "å".repeat(501) }, {}, { riderNotes: "request.notes.too-long" }],
    ["notes of 251 emoji (1004 bytes)", { riderNotes: "🚲".repeat(251) }, {}, { riderNotes: "request.notes.too-long" }],
    ["no destination", {}, { destination: null }, { destinationTextAddress: "validation.invalid-coordinates" }],
    ["latitude missing", {}, { destination: { latitude: null, longitude: 12.5 } }, { destinationTextAddress: "validation.invalid-coordinates" }],
    ["longitude missing", {}, { destination: { latitude: 55.6, longitude: null } }, { destinationTextAddress: "validation.invalid-coordinates" }],
    ["amount empty", { orderAmount: "" }, {}, { orderAmount: "validation.fill-amount" }],
    ["amount not a number", { orderAmount: "lots" }, {}, { orderAmount: "validation.fill-amount" }],
    ["amount negative", { orderAmount: "-5" }, {}, { orderAmount: "validation.fill-amount" }],
    ["payment method empty", { paymentMethod: "" }, {}, { paymentMethod: "validation.fill-payment-method" }],
    ["payment method unknown", { paymentMethod: "BITCOIN" }, {}, { paymentMethod: "validation.fill-payment-method" }],
    ["payment method not available", { paymentMethod: "ONLINE_PAYMENT" }, {}, { paymentMethod: "error.no-payment-method-available" }],
  ])("%s", (_d, values, ctx, errors) => {
    expect(validate(values, ctx)).toEqual(errors);
  });

  it.each<[string, Partial<OrderFormValues>]>([
    ["description of exactly 200 characters", { orderDescription: "x".repeat(200) }],
    ["description of 200 emoji (800 bytes)", { orderDescription: "🍕".repeat(200) }],
    ["pickup code of exactly 30 characters", { pickupCode: "A".repeat(30) }],
    ["pickup code of 30 emoji", { pickupCode: "🔑".repeat(30) }],
    ["address of exactly 255 bytes", { destinationTextAddress: "a".repeat(255) }],
    ["address of 127 Danish letters + 1 (255 bytes)", { destinationTextAddress: `${"æ".repeat(127)}a` }],
    ["notes of exactly 1000 bytes", { riderNotes: "a".repeat(1000) }],
    ["notes of 500 Danish letters (1000 bytes)", { riderNotes: "ø".repeat(500) }],
    ["notes of 250 emoji (1000 bytes)", { riderNotes: "🚲".repeat(250) }],
    ["a name with Danish letters and a hyphen", { destinationName: "Åse Ørsted-Ærø" }],
    ["a Danish number without prefix", { destinationPhoneNumber: "31234567" }],
    ["a foreign number with its prefix", { destinationPhoneNumber: "+44 20 7946 0958" }],
    ["an amount with a decimal comma", { orderAmount: "12,50" }],
    ["an amount of zero", { orderAmount: "0" }],
    ["an empty description", { orderDescription: "" }],
    ["cash on delivery when offered", { paymentMethod: "CASH_ON_DELIVERY" }],
  ])("accepts %s", (_d, values) => {
    expect(validate(values)).toEqual({});
  });
});

describe("validateOrderForm: country rules", () => {
  it("Singapore needs a unit number", () => {
    const sg = { country: { code: "SG" }, destination: { latitude: 1.3, longitude: 103.8 } };
    expect(validate({ destinationPhoneNumber: "+65 9123 4567" }, sg)).toEqual({ destinationUnitNumber: "validation.fill-unit-number" });
    expect(validate({ destinationPhoneNumber: "+65 9123 4567", destinationUnitNumber: "#04-12" }, sg)).toEqual({});
    expect(validate({ destinationUnitNumber: "" })).toEqual({});
  });

  it("Kuwait does not require the amount, but still rejects a bad one", () => {
    const kw = { country: { code: "KW" } };
    expect(validate({ orderAmount: "", destinationPhoneNumber: "+965 5000 1234" }, kw)).toEqual({});
    expect(validate({ orderAmount: "abc", destinationPhoneNumber: "+965 5000 1234" }, kw)).toEqual({ orderAmount: "validation.fill-amount" });
  });

  it("Pakistan has a minimum of 100 PKR", () => {
    const pk = { country: { code: "PK" } };
    const phone = { destinationPhoneNumber: "+92 300 1234567" };
    expect(validate({ ...phone, orderAmount: "99.99" }, pk)).toEqual({ orderAmount: "validation.minimum-amount" });
    expect(VALIDATION_TEXTS["validation.minimum-amount"]).toBe("Minimum amount of 100 PKR");
    expect(validate({ ...phone, orderAmount: "100" }, pk)).toEqual({});
    expect(validate({ ...phone, orderAmount: "" }, pk)).toEqual({ orderAmount: "validation.fill-amount" });
    // elsewhere 99 is fine
    expect(validate({ orderAmount: "99" })).toEqual({});
  });

  it("countryRules", () => {
    expect(countryRules("dk")).toEqual({ amountRequired: true, minimumAmount: null, unitNumberRequired: false });
    expect(countryRules("KW").amountRequired).toBe(false);
    expect(countryRules("PK").minimumAmount).toBe(100);
    expect(countryRules("SG").unitNumberRequired).toBe(true);
  });

  it.each([
    ["31234567", "DK", true],
    ["+45 31 23 45 67", "DK", true],
    ["3123456", "DK", false],
    ["+92 300 1234567", "PK", true],
    ["0300 1234567", "PK", true],
    ["9123 4567", "SG", true],
    ["912", "SG", false],
    ["+965 5000 1234", "KW", true],
    ["31234567", "ZZ", false],
  ])("possible phone %s in %s: %s", (phone, country, possible) => {
    expect(isPossiblePhone(phone, country)).toBe(possible);
  });
});

describe("validateOrderForm: order of the checks", () => {
  const everythingWrong: Partial<OrderFormValues> = {
    destinationUnitNumber: "",
    destinationName: "",
    destinationPhoneNumber: "",
    orderDescription: "x".repeat(201),
    pickupCode: "x".repeat(31),
    destinationTextAddress: "",
    riderNotes: "x".repeat(1001),
    orderAmount: "",
    paymentMethod: "",
  };
  const everything = { vendor: null, country: { code: "SG" }, destination: null };

  it("lists the failing fields in the spec's order: vendor, unit, name, phone, description, pickup code, address, coordinates, amount, payment method", () => {
    const errors = validate(everythingWrong, everything);
    expect(Object.entries(errors)).toEqual([
      ["vendor", "error.cant-retrieve-vendor-rar"],
      ["destinationUnitNumber", "validation.fill-unit-number"],
      ["destinationName", "validation.fill-customer-name"],
      ["destinationPhoneNumber", "validation.fill-customer-phone"],
      ["orderDescription", "validation.fill-description"],
      ["pickupCode", "request.pickup-code.submit.validation-error.length"],
      ["destinationTextAddress", "validation.fill-address"],
      ["riderNotes", "request.notes.too-long"],
      ["orderAmount", "validation.fill-amount"],
      ["paymentMethod", "validation.fill-payment-method"],
    ]);
    expect(firstError(errors)).toEqual({ field: "vendor", key: "error.cant-retrieve-vendor-rar" });
  });

  it("the first failure moves down the list as fields are fixed", () => {
    const order = [
      ["vendor", { vendor: CTX.vendor }],
      ["destinationUnitNumber", { destinationUnitNumber: "#01-01" }],
      ["destinationName", { destinationName: "Ida" }],
      ["destinationPhoneNumber", { destinationPhoneNumber: "+65 9123 4567" }],
      ["orderDescription", { orderDescription: "ok" }],
      ["pickupCode", { pickupCode: "ok" }],
      ["destinationTextAddress", { destinationTextAddress: "1 Raffles Place" }],
      ["riderNotes", { riderNotes: "" }],
      ["destinationTextAddress", { destination: CTX.destination }],
      ["orderAmount", { orderAmount: "10" }],
      ["paymentMethod", { paymentMethod: "PAID" }],
    ] as const;
    let values: Partial<OrderFormValues> = { ...everythingWrong };
    let ctx: Partial<OrderFormContext> = { ...everything };
    for (const [field, fix] of order) {
      expect(firstError(validate(values, ctx))?.field).toBe(field);
      const { vendor, destination, ...formFix } = fix as Partial<OrderFormValues> & Partial<OrderFormContext>;
      values = { ...values, ...formFix };
      if (vendor !== undefined) ctx = { ...ctx, vendor };
      if (destination !== undefined) ctx = { ...ctx, destination };
    }
    expect(validate(values, ctx)).toEqual({});
  });

  it("a field keeps the key of its first failing rule (missing address before missing coordinates)", () => {
    expect(validate({ destinationTextAddress: "" }, { destination: null })).toEqual({ destinationTextAddress: "validation.fill-address" });
    expect(validate({ destinationName: "" })).toEqual({ destinationName: "validation.fill-customer-name" });
  });

  it("scope details leaves the payment method to the payment step", () => {
    expect(validate({ paymentMethod: "" }, { scope: "details" })).toEqual({});
    expect(validate({ paymentMethod: "" }, { scope: "all" })).toEqual({ paymentMethod: "validation.fill-payment-method" });
  });

  it("every key has an English text", () => {
    for (const key of Object.values(VALIDATION_KEYS)) expect(VALIDATION_TEXTS[key]).toBeTruthy();
  });
});

describe("parseAmount", () => {
  it.each([
    ["", null],
    ["  ", null],
    ["0", 0],
    ["12", 12],
    ["12.5", 12.5],
    ["12,50", 12.5],
    [" 1 000 ", 1000],
    [".5", 0.5],
    ["-3", -3],
  ])("%j → %s", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
  it.each(["abc", "1,000.5", "12..5", "1e3", "Infinity", "1,2,3"])("%j is not a number", (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});
