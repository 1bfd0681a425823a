// The password-reset form's rules (src/domain/auth/password-reset-form.ts): the checks of each step
// and where a platform failure is shown. The password-reset machine's specs cover the flow.
import {
  EMPTY_PASSWORD_RESET,
  passwordResetFailure,
  toResetPasswordRequest,
  validateNewPassword,
  validateResetEmail,
} from "@domain/auth/password-reset-form";
import { describe, expect, it } from "vitest";

const PASSWORD = "Rider-Demo-2026!";

describe("password-reset form", () => {
  it("the e-mail step needs a valid e-mail", () => {
    expect(validateResetEmail(EMPTY_PASSWORD_RESET)).toEqual({ email: "password-reset.error.wrong-email" });
    expect(validateResetEmail({ ...EMPTY_PASSWORD_RESET, email: "owner@demo.dk" })).toEqual({});
  });

  it("the new-password step checks the 6-digit code, the password rules and the confirmation", () => {
    expect(validateNewPassword(EMPTY_PASSWORD_RESET)).toEqual({
      code: "password-reset.error.code-invalid",
      password: "password-reset.error.password-rules",
      passwordConfirmation: "password-reset.error.password-mismatch",
    });
    expect(validateNewPassword({ ...EMPTY_PASSWORD_RESET, code: "123456", password: PASSWORD, passwordConfirmation: `${PASSWORD}x` })).toEqual({
      passwordConfirmation: "password-reset.error.password-mismatch",
    });
    expect(validateNewPassword({ ...EMPTY_PASSWORD_RESET, code: "123456", password: PASSWORD, passwordConfirmation: PASSWORD })).toEqual({});
  });

  it("the request is trimmed where spaces cannot belong", () => {
    expect(toResetPasswordRequest({ email: " owner@demo.dk ", code: " 123456 ", password: PASSWORD, passwordConfirmation: PASSWORD })).toEqual({
      email: "owner@demo.dk",
      code: "123456",
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
  });

  it("a field's key goes on that field; offline keeps its key; anything else is the fallback", () => {
    expect(passwordResetFailure({ translationKey: "password-reset.error.code-invalid" }, "password-reset.error.generic")).toEqual({
      fieldErrors: { code: "password-reset.error.code-invalid" },
      formError: null,
    });
    expect(passwordResetFailure({ translationKey: "error.network" }, "password-reset.error.generic")).toEqual({ fieldErrors: {}, formError: "error.network" });
    expect(passwordResetFailure(new Error("boom"), "password-reset.error.send-code")).toEqual({ fieldErrors: {}, formError: "password-reset.error.send-code" });
  });
});
