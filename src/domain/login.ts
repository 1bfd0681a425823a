// The login form's rules (core section 2 "Login"): an e-mail address, a password, and the terms and
// privacy policy accepted. One problem per field, as the translation key the form shows; the login
// machine (machines/login) checks them before it asks the session to log in.
import { isEmail } from "./auth";

export type LoginField = "email" | "password" | "terms";

export type LoginValues = { email: string; password: string; termsAccepted: boolean };

export type LoginProblems = Partial<Record<LoginField, string>>;

export const LOGIN_PROBLEMS = {
  email: "login.error.email",
  password: "login.error.password",
  terms: "login.error.terms",
} as const satisfies Record<LoginField, string>;

export function loginProblems(values: LoginValues): LoginProblems {
  const problems: LoginProblems = {};
  if (!isEmail(values.email)) problems.email = LOGIN_PROBLEMS.email;
  if (values.password.length === 0) problems.password = LOGIN_PROBLEMS.password;
  if (!values.termsAccepted) problems.terms = LOGIN_PROBLEMS.terms;
  return problems;
}

/** What the session is given: the e-mail without surrounding spaces, the password as typed. */
export const loginCredentials = (values: LoginValues) => ({ email: values.email.trim(), password: values.password });
