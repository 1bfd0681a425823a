// Which public tracking answer is newer: the order's version first, updated_at within one version.
import { describe, expect, it } from "vitest";
import { isStaleTracking } from "../../../src/domain/tracking/freshness";

describe("isStaleTracking", () => {
  const held = { version: 4, updated_at: 1_777_000_100.5 };
  it.each([
    ["nothing held yet", null, { version: 1, updated_at: 1 }, false],
    ["a lower version, even with a later updated_at", held, { version: 3, updated_at: 1_777_000_900 }, true],
    ["a higher version, even with an earlier updated_at", held, { version: 5, updated_at: 1_777_000_000 }, false],
    ["the same version read earlier", held, { version: 4, updated_at: 1_777_000_100.4 }, true],
    ["the same answer again", held, { ...held }, false],
    ["the same version read later", held, { version: 4, updated_at: 1_777_000_101 }, false],
  ] as const)("%s", (_name, h, incoming, stale) => {
    expect(isStaleTracking(h, incoming)).toBe(stale);
  });
});
