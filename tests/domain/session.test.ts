import {
  isSessionValid,
  MAX_TIMER_DELAY_MS,
  REFRESH_THRESHOLD_SECONDS,
  refreshDelayMs,
  secondsUntilRefresh,
  shouldRefresh,
} from "@domain/session";
import { describe, expect, it } from "vitest";

const user = { id: "u1", email: "owner@demo.dk" };
const NOW = 1_767_225_600;

describe("isSessionValid", () => {
  it("is valid in GODROID and GUEST mode whatever the user and expiry", () => {
    expect(isSessionValid("GODROID", null, null, NOW)).toBe(true);
    expect(isSessionValid("GUEST", null, 0, NOW)).toBe(true);
  });
  it("in CLASSIC mode needs a user and an expiry in the future", () => {
    expect(isSessionValid("CLASSIC", user, NOW + 1, NOW)).toBe(true);
    expect(isSessionValid("CLASSIC", user, NOW, NOW)).toBe(false);
    expect(isSessionValid("CLASSIC", user, NOW - 1, NOW)).toBe(false);
    expect(isSessionValid("CLASSIC", null, NOW + 3600, NOW)).toBe(false);
    expect(isSessionValid("CLASSIC", undefined, NOW + 3600, NOW)).toBe(false);
    expect(isSessionValid("CLASSIC", user, null, NOW)).toBe(false);
  });
});

describe("refresh timing (600 s threshold)", () => {
  it("is due 600 s before expiry", () => {
    expect(REFRESH_THRESHOLD_SECONDS).toBe(600);
    expect(secondsUntilRefresh(NOW + 3600, NOW)).toBe(3000);
    expect(refreshDelayMs(NOW + 3600, NOW)).toBe(3_000_000);
    expect(secondsUntilRefresh(NOW + 600, NOW)).toBe(0);
    expect(secondsUntilRefresh(NOW + 601, NOW)).toBe(1);
  });
  it("is due at once when fewer than 600 s remain or the token expired", () => {
    expect(refreshDelayMs(NOW + 599, NOW)).toBe(0);
    expect(refreshDelayMs(NOW - 10, NOW)).toBe(0);
  });
  it("never exceeds what a browser timer holds", () => {
    expect(refreshDelayMs(NOW + 10 * 365 * 86400, NOW)).toBe(MAX_TIMER_DELAY_MS);
  });
  it("shouldRefresh is true when fewer than 600 s remain", () => {
    expect(shouldRefresh(NOW + 600, NOW)).toBe(false);
    expect(shouldRefresh(NOW + 599, NOW)).toBe(true);
    expect(shouldRefresh(NOW + 3600, NOW)).toBe(false);
    expect(shouldRefresh(NOW - 1, NOW)).toBe(true);
  });
});
