// Hand-written specs of the flags machine: provider, 2000 ms timeout, fallback, defaults, refresh
// every 300 s and the 400 ms REFRESH debounce, on the simulated clock.
import { DEFAULT_FLAGS, FLAG_ERRORS } from "@domain/flags";
import { flagsMachine } from "@machines/flags/flags.machine";
import {
  selectFlag,
  selectFlagSource,
  selectFlags,
  selectFlagsError,
  selectFlagsReady,
  selectIsLoadingFlags,
  selectIsMaintenance,
} from "@machines/flags/flags.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";
import { FALLBACK_ANSWER, MAINTENANCE_ANSWER, PROVIDER_ANSWER } from "./flags.model";

type Snap = ReturnType<typeof flagsMachine.getInitialSnapshot>;

async function start(region = "eu") {
  const c = startControlled(flagsMachine, { input: { region } });
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

const providerCalls = (c: { started: Array<{ src: string }> }) => c.started.filter((a) => a.src === "fetchProviderFlags").length;

describe("flags: sources", () => {
  it("asks the region's provider first; the defaults apply until an answer comes", async () => {
    const f = await start("ap");
    expect(f.snap().matches("loading")).toBe(true);
    expect(f.inputOf("fetchProviderFlags")).toEqual({ region: "ap" });
    expect(selectFlagsReady(f.snap())).toBe(false);
    expect(selectIsLoadingFlags(f.snap())).toBe(true);
    expect(selectFlags(f.snap())).toEqual(DEFAULT_FLAGS);
  });

  it("uses the provider's answer", async () => {
    const f = await start();
    await f.resolve("fetchProviderFlags", PROVIDER_ANSWER);
    expect(f.snap().matches({ ready: "waiting" })).toBe(true);
    expect(selectFlagSource(f.snap())).toBe("provider");
    expect(selectFlagsError(f.snap())).toBeNull();
    expect(selectFlag("guest_checkout")(f.snap())).toBe(true);
    expect(selectFlag("helpcenter")(f.snap())).toBe(true);
    expect(selectFlagsReady(f.snap())).toBe(true);
    expect(f.emitted).toEqual([{ type: "flags.updated", flags: selectFlags(f.snap()), source: "provider" }]);
  });

  it("gives the provider 2000 ms, then cancels it and reads the fallback file ('Timeout error')", async () => {
    const f = await start();
    await f.advance(1999);
    expect(f.snap().matches("loading")).toBe(true);
    const providerSignal = f.signalOf("fetchProviderFlags");
    await f.advance(1);
    expect(f.snap().matches("loadingFallback")).toBe(true);
    expect(providerSignal.aborted).toBe(true);
    expect(selectFlagsError(f.snap())).toBe(FLAG_ERRORS.timeout);
    await f.resolve("fetchFallbackFlags", FALLBACK_ANSWER);
    expect(f.snap().matches("ready")).toBe(true);
    expect(selectFlagSource(f.snap())).toBe("fallback");
    expect(selectFlag("helpcenter")(f.snap())).toBe(false);
    expect(selectFlagsError(f.snap())).toBe("Timeout error");
  });

  it("falls back when the provider fails or answers without flags", async () => {
    const a = await start();
    await a.reject("fetchProviderFlags", new Error("HTTP 503"));
    expect(a.snap().matches("loadingFallback")).toBe(true);
    expect(selectFlagsError(a.snap())).toBe("HTTP 503");

    const b = await start();
    await b.resolve("fetchProviderFlags", "<html>");
    expect(b.snap().matches("loadingFallback")).toBe(true);
  });

  it("uses the in-app defaults with 'FwF: couldnt refresh the flags' when every source fails", async () => {
    const f = await start();
    await f.reject("fetchProviderFlags", new Error("HTTP 503"));
    await f.reject("fetchFallbackFlags", new Error("HTTP 404"));
    expect(f.snap().matches("ready")).toBe(true);
    expect(selectFlagSource(f.snap())).toBe("defaults");
    expect(selectFlags(f.snap())).toEqual(DEFAULT_FLAGS);
    expect(selectFlagsError(f.snap())).toBe("FwF: couldnt refresh the flags");
    expect(selectFlagsReady(f.snap())).toBe(true);
    expect(selectIsMaintenance(f.snap())).toBe(false);
  });

  it("a malformed fallback file counts as a failure too", async () => {
    const f = await start();
    await f.reject("fetchProviderFlags", new Error("down"));
    await f.resolve("fetchFallbackFlags", [1, 2]);
    expect(selectFlagSource(f.snap())).toBe("defaults");
  });

  it("reports maintenance from either flag", async () => {
    const f = await start();
    await f.resolve("fetchProviderFlags", MAINTENANCE_ANSWER);
    expect(selectIsMaintenance(f.snap())).toBe(true);
  });
});

describe("flags: refresh", () => {
  it("refreshes every 300 s, keeping the current flags while loading", async () => {
    const f = await start();
    await f.resolve("fetchProviderFlags", PROVIDER_ANSWER);
    await f.advance(299_999);
    expect(f.snap().matches({ ready: "waiting" })).toBe(true);
    await f.advance(1);
    expect(f.snap().matches("loading")).toBe(true);
    expect(providerCalls(f)).toBe(2);
    expect(selectFlag("guest_checkout")(f.snap())).toBe(true);
    expect(selectFlagsReady(f.snap())).toBe(true);
    await f.resolve("fetchProviderFlags", MAINTENANCE_ANSWER);
    expect(selectIsMaintenance(f.snap())).toBe(true);
    expect(selectFlag("guest_checkout")(f.snap())).toBe(false);
  });

  it("debounces REFRESH by 400 ms: a burst loads once, 400 ms after the last request", async () => {
    const f = await start();
    await f.resolve("fetchProviderFlags", PROVIDER_ANSWER);
    await f.send({ type: "REFRESH" });
    expect(f.snap().matches({ ready: "debouncing" })).toBe(true);
    await f.advance(300);
    await f.send({ type: "REFRESH" });
    await f.advance(300);
    await f.send({ type: "REFRESH" });
    await f.advance(399);
    expect(f.snap().matches({ ready: "debouncing" })).toBe(true);
    expect(providerCalls(f)).toBe(1);
    await f.advance(1);
    expect(f.snap().matches("loading")).toBe(true);
    expect(providerCalls(f)).toBe(2);
  });

  it("ignores REFRESH while a load is under way", async () => {
    const f = await start();
    await f.send({ type: "REFRESH" });
    expect(f.snap().matches("loading")).toBe(true);
    expect(providerCalls(f)).toBe(1);
  });

  it("after a fallback, the next refresh tries the provider again", async () => {
    const f = await start();
    await f.advance(2000);
    await f.resolve("fetchFallbackFlags", FALLBACK_ANSWER);
    await f.send({ type: "REFRESH" });
    await f.advance(400);
    await f.resolve("fetchProviderFlags", PROVIDER_ANSWER);
    expect(selectFlagSource(f.snap())).toBe("provider");
    expect(selectFlagsError(f.snap())).toBeNull();
  });
});
