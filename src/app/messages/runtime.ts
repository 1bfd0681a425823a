// Messages whose ids reach the views at runtime (emitted by machines, answered by the platform)
// rather than written in a view. Declaring them here lets `lingui extract` put them in the catalogs
// with their English text; tests/app/catalogs.test.ts checks that every key the machines, the
// domain and the contract can produce is present in every catalog.
import { msg } from "@lingui/core/macro";

export const RUNTIME_MESSAGES = [
  // Login failures of the identity provider: "auth." + message (spec 001 §8).
  msg({ id: "auth.Failed to login: internal error", message: "Login failed because of an internal error. Please try again." }),
  msg({ id: "auth.Failed to login: invalid configuration", message: "Login is not configured correctly. Please contact support." }),
  msg({ id: "auth.Failed to login: invalid response", message: "Login failed: the answer could not be read. Please try again." }),
  msg({ id: "auth.Failed to login: invalid parameter", message: "Please enter your e-mail and password." }),
  msg({ id: "auth.Failed to login: role policy invalid", message: "Your account is not allowed to use this portal." }),
  msg({ id: "auth.Failed to login: password reset required", message: "You need to reset your password before you can log in." }),
  msg({ id: "auth.Failed to login: resource not found", message: "Login failed: the account could not be found." }),
  msg({ id: "auth.Failed to login: too many requests", message: "Too many login attempts. Please wait a few minutes and try again." }),
  msg({ id: "auth.Failed to login: unexpected server error", message: "Login failed because of a server error. Please try again." }),
  msg({ id: "auth.Failed to login: user not confirmed", message: "Please confirm your e-mail address with the link we sent you before logging in." }),
  msg({ id: "auth.Failed to login: user not found", message: "We could not find an account with that e-mail." }),
  msg({ id: "auth.Failed to login: invalid password", message: "The password is incorrect." }),
  msg({ id: "auth.Failed to login: code delivery failure", message: "We could not send you a code. Please try again." }),
  msg({ id: "auth.Failed to login: email identity invalid", message: "This e-mail address cannot be used." }),
  msg({ id: "auth.Failed to login: user validation failed", message: "Your account could not be validated." }),
  msg({ id: "auth.Failed to login: username exists", message: "An account with this e-mail already exists." }),
  msg({ id: "auth.Failed to login: code not valid", message: "The code is not valid." }),
  msg({ id: "auth.offline", message: "Something went wrong. Please try again. You could be offline." }),
  msg({ id: "auth.logout.disconnected", message: "You are now disconnected." }),
  // API client errors.
  msg({ id: "error.network", message: "Something went wrong. Please try again. You could be offline." }),
  msg({ id: "error.malformed-answer", message: "The server sent an answer the portal could not read." }),
  msg({ id: "error.unexpected", message: "Something unexpected happened. Please try again." }),
  // Vendors.
  msg({ id: "error.cant-retrieve-vendors", message: "We could not retrieve your branches." }),
  msg({ id: "error.no-vendors", message: "No branch is linked to your account. Please contact your account manager." }),
  msg({ id: "all-orders.notif-succes", message: "The orders of all outlets setting was changed." }),
  msg({ id: "unable-to-fetch-vendor", message: "We could not get the information of this vendor." }),
  // A platform token naming no vendor (core §8; src/domain/platform-token.ts).
  msg({ id: "error.cant-get-user-info", message: "We could not get your information. Please log out and log in again." }),
  // A file (export, template) that could not be offered as a download.
  msg({ id: "error.download-failed", message: "The download failed. Please try again." }),
  // Registration (platform and client-side keys).
  msg({ id: "registration.success", message: "Your account was created. We sent you an e-mail: click the verification link within 24 hours to activate your account." }),
  msg({ id: "registration.error.vendor-missing", message: "Please verify if the vendor code is correct" }),
  msg({ id: "registration.error.wrong-email", message: "The email is incorrect" }),
  msg({ id: "registration.error.already-linked-outlet", message: "This outlet is already linked to another account" }),
  msg({ id: "registration.error.email-registered", message: "This email is already registered" }),
  msg({ id: "registration.error.password-rules", message: "The password needs at least 8 characters, 1 letter, 1 number, 1 uppercase, 1 lowercase and 1 special character (!@#$%^&*)" }),
  msg({ id: "registration.error.password-mismatch", message: "The passwords do not match" }),
  msg({ id: "registration.error.generic", message: "We were unable to create an account." }),
  msg({ id: "registration.error.vendor-code-required", message: "Please enter your vendor code" }),
  msg({ id: "registration.error.vendor-name-required", message: "Please enter your vendor name" }),
  msg({ id: "registration.error.business-name-required", message: "Please enter your business name" }),
  msg({ id: "registration.error.mobile-number", message: "Please enter a valid mobile number" }),
  msg({ id: "registration.error.terms-required", message: "Please accept the terms and conditions" }),
  // Password reset.
  msg({ id: "password-reset.success", message: "Your password was changed. You can now log in with it." }),
  msg({ id: "password-reset.code-sent", message: "If an account exists for this e-mail, we sent it a 6-digit code. It is valid for 1 hour." }),
  msg({ id: "password-reset.error.wrong-email", message: "The email is incorrect" }),
  msg({ id: "password-reset.error.code-invalid", message: "The verification code is not valid" }),
  msg({ id: "password-reset.error.password-rules", message: "The password needs at least 8 characters, 1 letter, 1 number, 1 uppercase, 1 lowercase and 1 special character (!@#$%^&*)" }),
  msg({ id: "password-reset.error.password-mismatch", message: "The passwords do not match" }),
  msg({ id: "password-reset.error.send-code", message: "We could not send the verification code. Please try again." }),
  msg({ id: "password-reset.error.generic", message: "We could not change your password. Please try again." }),
  // Password rules (src/domain/auth.ts).
  msg({ id: "password.rule.length", message: "At least 8 characters" }),
  msg({ id: "password.rule.letter", message: "At least 1 letter" }),
  msg({ id: "password.rule.number", message: "At least 1 number" }),
  msg({ id: "password.rule.uppercase", message: "At least 1 uppercase letter" }),
  msg({ id: "password.rule.lowercase", message: "At least 1 lowercase letter" }),
  msg({ id: "password.rule.special", message: "At least 1 special character (!@#$%^&*)" }),
  // Flags and app services.
  msg({ id: "app.load-failure", message: "Could not load the application. Please check your internet connection and try again" }),
  msg({ id: "app.outdated", message: "Your application is outdated, automatically reloading the app in 3 seconds" }),
];
