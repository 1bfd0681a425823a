// The registration form's rules (src/domain/auth/registration-form.ts): the client-side checks and
// where a platform failure is shown. The registration machine's specs cover the flow around them.
import { EMPTY_REGISTRATION, registrationFailure, validateRegistration } from "@domain/auth/registration-form";
import { describe, expect, it } from "vitest";

const PASSWORD = "Rider-Demo-2026!";

describe("registration form: client-side checks", () => {
  it("in vendor-name mode the vendor name is required instead of the code", () => {
    expect(validateRegistration({ ...EMPTY_REGISTRATION, mode: "vendorName" })).toMatchObject({
      vendorName: "registration.error.vendor-name-required",
    });
    expect(validateRegistration({ ...EMPTY_REGISTRATION, mode: "vendorName" }).vendorCode).toBeUndefined();
  });

  it.each([
    ["short1!A", false],
    ["longenough1A", true],
    ["nouppercase1!", true],
    ["NOLOWERCASE1!", true],
    ["NoNumber!!", true],
    ["Valid-Pass1!", false],
  ])("password %s breaks a rule: %s", (pw, breaks) => {
    const errors = validateRegistration({ ...EMPTY_REGISTRATION, password: pw, passwordConfirmation: pw });
    expect(Boolean(errors.password)).toBe(breaks);
  });

  it("a confirmation that differs is a mismatch", () => {
    const errors = validateRegistration({ ...EMPTY_REGISTRATION, password: PASSWORD, passwordConfirmation: `${PASSWORD}x` });
    expect(errors.passwordConfirmation).toBe("registration.error.password-mismatch");
    expect(errors.password).toBeUndefined();
  });
});

describe("registration form: platform failures", () => {
  it("validation issues of a 400 are placed on the fields of their paths", () => {
    expect(
      registrationFailure({
        translationKey: "error.invalid-request",
        issues: [
          { path: "mobile_number", message: "registration.error.generic" },
          { path: "email", message: "registration.error.wrong-email" },
        ],
      }),
    ).toEqual({ fieldErrors: { email: "registration.error.wrong-email" }, formError: null });
  });
});
