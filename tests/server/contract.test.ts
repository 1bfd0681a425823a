// The shared contract: the password rule, the request schemas' message keys and the answer
// schemas the portal parses.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  ErrorBodySchema,
  isPasswordValid,
  LoginAnswerSchema,
  PlatformTokenPayloadSchema,
  PASSWORD_RULES,
  passwordProblems,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  VendorSchema,
} from "../../src/domain/contract";

describe("passwordProblems", () => {
  it.each([
    ["Rider-Demo-2026!", []],
    ["Ab1!", ["password.rule.length"]],
    ["12345678!", ["password.rule.letter", "password.rule.uppercase", "password.rule.lowercase"]],
    ["Password!", ["password.rule.number"]],
    ["password1!", ["password.rule.uppercase"]],
    ["PASSWORD1!", ["password.rule.lowercase"]],
    ["Password1", ["password.rule.special"]],
    ["Password1-", ["password.rule.special"]],
    ["", [...PASSWORD_RULES]],
    ["Ærligt-Kodeord9&", []],
  ])("%j breaks %j", (pw, problems) => {
    expect(passwordProblems(pw)).toEqual(problems);
    expect(isPasswordValid(pw)).toBe(problems.length === 0);
  });
});

describe("request schemas carry the spec's keys", () => {
  const base = {
    email: " New@Demo.dk ",
    vendor_code: "DK-4001",
    business_name: "Ny",
    mobile_number: "+4520304050",
    password: "Rider-Demo-2026!",
    password_confirmation: "Rider-Demo-2026!",
    terms_accepted: true,
  };
  const messages = (schema: v.GenericSchema, value: unknown) => {
    const r = v.safeParse(schema, value);
    return r.success ? [] : r.issues.map((i) => i.message);
  };

  it("a good registration is normalized", () => {
    expect(v.parse(RegisterRequestSchema, base).email).toBe("new@demo.dk");
  });

  it("each registration problem has its key", () => {
    expect(messages(RegisterRequestSchema, { ...base, email: "x" })).toEqual(["registration.error.wrong-email"]);
    expect(messages(RegisterRequestSchema, { ...base, password: "x", password_confirmation: "x" })).toEqual(["registration.error.password-rules"]);
    expect(messages(RegisterRequestSchema, { ...base, password_confirmation: "Rider-Demo-2027!" })).toEqual(["registration.error.password-mismatch"]);
    expect(messages(RegisterRequestSchema, { ...base, vendor_name: "Both" })).toEqual(["registration.error.generic"]);
  });

  it("reset password problems have their keys", () => {
    const reset = { email: "a@b.dk", code: "123456", password: base.password, password_confirmation: base.password };
    expect(messages(ResetPasswordRequestSchema, reset)).toEqual([]);
    expect(messages(ResetPasswordRequestSchema, { ...reset, code: "12345" })).toEqual(["password-reset.error.code-invalid"]);
    expect(messages(ResetPasswordRequestSchema, { ...reset, password: "weak", password_confirmation: "weak" })).toEqual(["password-reset.error.password-rules"]);
    expect(messages(ResetPasswordRequestSchema, { ...reset, password_confirmation: "Other-1!x" })).toEqual(["password-reset.error.password-mismatch"]);
  });
});

describe("answer schemas", () => {
  it("reject malformed answers instead of letting them through", () => {
    expect(v.safeParse(LoginAnswerSchema, { user: { id: "1", email: "a" }, meta: { AccessToken: "a", IdToken: "b", RefreshToken: "c", Expires: "soon" } }).success).toBe(false);
    expect(v.safeParse(ErrorBodySchema, { message: "x" }).success).toBe(false);
    expect(v.safeParse(PlatformTokenPayloadSchema, { platform_tokens: [] }).success).toBe(false);
    expect(v.safeParse(VendorSchema, { vendor_id: "DK-1" }).success).toBe(false);
  });

  it("fill optional vendor texts so a sparse vendor still parses", () => {
    const vendor = v.parse(VendorSchema, {
      vendor_id: "DK-1",
      parent_vendor_id: null,
      is_active: true,
      is_registered: true,
      is_parent: false,
      vendor_information: { name: "A", currency: "DKK", owners: [], contact: {}, location: { latitude: null, longitude: null } },
      flags: { payment_methods: {} },
      estimation_pick_up_time: 15,
    });
    expect(vendor.vendor_information.location.street).toBe("");
    expect(vendor.client_vendor_id).toBe("");
  });
});
