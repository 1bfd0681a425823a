// The catalogs: every key the machines, the domain and the platform can hand to a view has a
// message; Danish is complete; translations keep the placeholders and tags of the English text.
import { readFileSync } from "node:fs";
import { LOGIN_ERROR_MESSAGES, PASSWORD_RESET_ERRORS, REGISTRATION_ERRORS } from "@domain/contract";
import { PASSWORD_RULES } from "@domain/auth";
import { PASSWORD_RESET_FORM_ERRORS } from "@domain/auth/password-reset-form";
import { REGISTRATION_FORM_ERRORS } from "@domain/auth/registration-form";
import { VENDOR_MESSAGES } from "@machines/vendors/vendors.machine";
import { describe, expect, it } from "vitest";

function catalog(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../../src/app/locales/${locale}/messages.po`, import.meta.url), "utf8");
  const out = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    if (block.includes("#~")) continue;
    const id = /^msgid "((?:[^"\\]|\\.)*)"/m.exec(block);
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    if (!id || id[1] === "") continue;
    out.set(id[1], str ? [...str[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("") : "");
  }
  return out;
}

const en = catalog("en");
const da = catalog("da-DK");
const ar = catalog("ar");
const tokens = (s: string) => [...s.matchAll(/\{[^}]+\}|<\/?\d+>/g)].map((m) => m[0]).sort();

describe("catalogs", () => {
  it("hold every runtime key", () => {
    const keys = [
      ...Object.values(LOGIN_ERROR_MESSAGES).map((m) => `auth.${m}`),
      ...Object.keys(REGISTRATION_ERRORS),
      ...Object.keys(REGISTRATION_FORM_ERRORS),
      ...Object.keys(PASSWORD_RESET_ERRORS),
      ...Object.keys(PASSWORD_RESET_FORM_ERRORS),
      ...PASSWORD_RULES,
      ...Object.values(VENDOR_MESSAGES),
      "registration.success",
      "password-reset.success",
      "password-reset.code-sent",
      "auth.logout.disconnected",
      "error.network",
      "error.malformed-answer",
      "error.cant-retrieve-vendors",
      "error.no-vendors",
      "app.load-failure",
      "app.outdated",
    ];
    const missing = keys.filter((k) => !en.get(k));
    expect(missing).toEqual([]);
  });

  it("have the spec's English texts where the spec gives them", () => {
    expect(en.get("auth.logout.disconnected")).toBe("You are now disconnected.");
    expect(en.get("app.load-failure")).toBe("Could not load the application. Please check your internet connection and try again");
    expect(en.get("app.outdated")).toBe("Your application is outdated, automatically reloading the app in 3 seconds");
    expect(en.get("registration.error.generic")).toBe("We were unable to create an account.");
    expect(en.get("page.title")).toBe("{service} Create an order in {country}");
  });

  it("translate everything into Danish, keeping placeholders and tags", () => {
    const untranslated = [...en.keys()].filter((k) => !da.get(k));
    expect(untranslated).toEqual([]);
    const broken = [...en].filter(([k, v]) => da.get(k) && tokens(da.get(k)!).join() !== tokens(v).join()).map(([k]) => k);
    expect(broken).toEqual([]);
  });

  it("translate the shell, login and landing into Arabic, keeping placeholders and tags", () => {
    const needed = [...en.keys()].filter((k) => /^(nav|account|language|login|landing|footer|connect|a11y|branch-selector)\./.test(k));
    expect(needed.filter((k) => !ar.get(k))).toEqual([]);
    const broken = [...en].filter(([k, v]) => ar.get(k) && tokens(ar.get(k)!).join() !== tokens(v).join()).map(([k]) => k);
    expect(broken).toEqual([]);
  });
});
