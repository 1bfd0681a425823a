import {
  EMAIL_PATTERN,
  errorMessage,
  isEmail,
  isPasswordValid,
  isResetCode,
  LOGIN_ERROR_REASONS,
  loginErrorKey,
  OFFLINE_LOGIN_MESSAGE,
  PASSWORD_RULE_TEXT,
  PASSWORD_RULES,
  passwordProblems,
  passwordsMatch,
  sanitizePhone,
  VAT_MESSAGES,
  vatNumberProblem,
} from "@domain/auth";
import { isPossiblePhone } from "@domain/auth/phone";
import { describe, expect, it } from "vitest";

describe("password rules", () => {
  it("accepts a password meeting every rule (the seed password)", () => {
    expect(passwordProblems("Rider-Demo-2026!")).toEqual([]);
    expect(isPasswordValid("Abcdef1!")).toBe(true);
  });
  it("needs at least 8 characters", () => {
    expect(passwordProblems("Abcde1!")).toEqual(["password.rule.length"]);
    expect(passwordProblems("Abcdef1!")).toEqual([]);
  });
  it("needs a digit, an uppercase and a lowercase letter", () => {
    expect(passwordProblems("Abcdefg!")).toEqual(["password.rule.number"]);
    expect(passwordProblems("abcdef1!")).toEqual(["password.rule.uppercase"]);
    expect(passwordProblems("ABCDEF1!")).toEqual(["password.rule.lowercase"]);
  });
  it("needs a letter", () => {
    expect(passwordProblems("12345678!")).toEqual(["password.rule.letter", "password.rule.uppercase", "password.rule.lowercase"]);
  });
  it("needs a special character from !@#$%^&* (others do not count)", () => {
    for (const ch of "!@#$%^&*") expect(passwordProblems(`Abcdef1${ch}`)).toEqual([]);
    expect(passwordProblems("Abcdef1-")).toEqual(["password.rule.special"]);
    expect(passwordProblems("Abcdef1?")).toEqual(["password.rule.special"]);
    expect(passwordProblems("Abcdef12")).toEqual(["password.rule.special"]);
  });
  it("lists every failing rule for an empty password, in order", () => {
    expect(passwordProblems("")).toEqual([...PASSWORD_RULES]);
  });
  it("has a text for every rule", () => {
    for (const r of PASSWORD_RULES) expect(PASSWORD_RULE_TEXT[r].length).toBeGreaterThan(0);
  });
  it("the confirmation must match exactly", () => {
    expect(passwordsMatch("Abcdef1!", "Abcdef1!")).toBe(true);
    expect(passwordsMatch("Abcdef1!", "abcdef1!")).toBe(false);
    expect(passwordsMatch("", "")).toBe(false);
  });
});

describe("e-mail, reset code, VAT", () => {
  it("uses a simple e-mail pattern", () => {
    expect(isEmail("owner@demo.dk")).toBe(true);
    expect(isEmail(" owner@demo.dk ")).toBe(true);
    expect(isEmail("a.b+c@sub.example.co")).toBe(true);
    for (const bad of ["", "owner", "owner@", "@demo.dk", "owner@demo", "own er@demo.dk", "a@b@c.dk"]) expect(isEmail(bad)).toBe(false);
    expect(EMAIL_PATTERN.test("x@y.z")).toBe(true);
  });
  it("needs exactly 6 digits for the reset code", () => {
    expect(isResetCode("012345")).toBe(true);
    expect(isResetCode("12345")).toBe(false);
    expect(isResetCode("1234567")).toBe(false);
    expect(isResetCode("12a456")).toBe(false);
  });
  it("VAT number is optional, 8 characters, letters and digits", () => {
    expect(vatNumberProblem("")).toBeNull();
    expect(vatNumberProblem(null)).toBeNull();
    expect(vatNumberProblem("12345678")).toBeNull();
    expect(vatNumberProblem("DK123456")).toBeNull();
    expect(vatNumberProblem("1234567")).toBe("vat.error.length");
    expect(vatNumberProblem("123456789")).toBe("vat.error.length");
    expect(vatNumberProblem("1234-678")).toBe("vat.error.invalid");
    expect(VAT_MESSAGES["vat.error.length"]).toBe("Your VAT number should be 8 characters, please check again");
    expect(VAT_MESSAGES["vat.error.invalid"]).toBe("Your VAT number is invalid, please check again");
  });
});

describe("phones", () => {
  it("strips everything except digits and +", () => {
    expect(sanitizePhone("+45 12-34 (56) 78")).toBe("+4512345678");
    expect(sanitizePhone("abc")).toBe("");
  });
  it("checks possible numbers for the country", () => {
    expect(isPossiblePhone("+45 12 34 56 78", "DK")).toBe(true);
    expect(isPossiblePhone("12345678", "DK")).toBe(true);
    expect(isPossiblePhone("1234", "DK")).toBe(false);
    expect(isPossiblePhone("", "DK")).toBe(false);
    expect(isPossiblePhone("+65 6123 4567", "SG")).toBe(true);
    expect(isPossiblePhone("12345678", "ZZ")).toBe(false);
  });
});

describe("login errors", () => {
  it("translation key is auth. + message", () => {
    expect(loginErrorKey("Failed to login: invalid password")).toBe("auth.Failed to login: invalid password");
    expect(LOGIN_ERROR_REASONS).toContain("too many requests");
    expect(LOGIN_ERROR_REASONS).toHaveLength(17);
  });
  it("reads messages out of whatever was thrown", () => {
    expect(errorMessage(new Error("Failed to login: user not found"))).toBe("Failed to login: user not found");
    expect(errorMessage({ message: "x" })).toBe("x");
    expect(errorMessage("plain")).toBe("plain");
    expect(errorMessage(undefined)).toBe(OFFLINE_LOGIN_MESSAGE);
    expect(errorMessage(new Error(""), "fallback")).toBe("fallback");
  });
});
