// Hand-written specs of the map load: "Timeout" after 30000 ms on the simulated clock, "map element
// not mounted on dom" for a missing or detached element, RETRY, and the actor's input.
import { MAP_LOAD_ERRORS, MAP_LOAD_TIMEOUT_MS, mapLoadMachine } from "@machines/map-load/map-load.machine";
import {
  selectCanRetryMap,
  selectMapError,
  selectMapErrorKind,
  selectMapFailed,
  selectMapLoading,
  selectMapReady,
} from "@machines/map-load/map-load.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";

type Snap = ReturnType<typeof mapLoadMachine.getInitialSnapshot>;

const center = { lat: 55.6929, lng: 12.5447 };
const requested = (element: object | null) => ({ type: "MAP.REQUESTED", element, styleUrl: "/map/style.json", center, zoom: 18 });

async function start() {
  const c = startControlled(mapLoadMachine);
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

describe("mapLoad", () => {
  it("has the spec's timeout and messages", () => {
    expect(MAP_LOAD_TIMEOUT_MS).toBe(30_000);
    expect(MAP_LOAD_ERRORS).toEqual({ timeout: "Timeout", notMounted: "map element not mounted on dom" });
  });

  it("waits for the element, loads the map into it and is ready when the map has loaded", async () => {
    const m = await start();
    expect(m.snap().matches("waitingForElement")).toBe(true);
    expect(selectMapLoading(m.snap())).toBe(false);
    const element = { isConnected: true };
    await m.send(requested(element));
    expect(selectMapLoading(m.snap())).toBe(true);
    expect(m.inputOf("loadMap")).toEqual({ element, styleUrl: "/map/style.json", center, zoom: 18 });
    expect((m.inputOf("loadMap") as { element: object }).element).toBe(element);
    await m.resolve("loadMap");
    expect(selectMapReady(m.snap())).toBe(true);
    expect(selectMapError(m.snap())).toBeNull();
    // The timeout is gone with the loading state.
    await m.advance(MAP_LOAD_TIMEOUT_MS);
    expect(selectMapReady(m.snap())).toBe(true);
  });

  it("fails with Timeout after 30 s and stops the load; RETRY loads again", async () => {
    const m = await start();
    await m.send(requested({ isConnected: true }));
    const signal = m.signalOf("loadMap");
    await m.advance(MAP_LOAD_TIMEOUT_MS - 1);
    expect(selectMapLoading(m.snap())).toBe(true);
    await m.advance(1);
    expect(selectMapFailed(m.snap())).toBe(true);
    expect(selectMapError(m.snap())).toBe("Timeout");
    expect(selectMapErrorKind(m.snap())).toBe("timeout");
    expect(signal.aborted).toBe(true);
    expect(selectCanRetryMap(m.snap())).toBe(true);

    await m.send({ type: "RETRY" });
    expect(m.isRunning("loadMap")).toBe(true);
    expect(selectMapError(m.snap())).toBeNull();
    await m.resolve("loadMap");
    expect(selectMapReady(m.snap())).toBe(true);
  });

  it("fails with 'map element not mounted on dom' when the element is missing or detached", async () => {
    const m = await start();
    await m.send(requested(null));
    expect(selectMapFailed(m.snap())).toBe(true);
    expect(selectMapError(m.snap())).toBe("map element not mounted on dom");
    expect(selectMapErrorKind(m.snap())).toBe("not-mounted");
    expect(m.started).toEqual([]);
    // RETRY without an element fails the same way.
    await m.send({ type: "RETRY" });
    expect(selectMapErrorKind(m.snap())).toBe("not-mounted");

    const detached = await start();
    await detached.send(requested({ isConnected: false }));
    expect(selectMapErrorKind(detached.snap())).toBe("not-mounted");
  });

  it("RETRY fails with the not-mounted error when the element was removed meanwhile", async () => {
    const m = await start();
    const element = { isConnected: true };
    await m.send(requested(element));
    await m.reject("loadMap", new Error("Failed to initialize WebGL"));
    expect(selectMapErrorKind(m.snap())).toBe("other");
    expect(selectMapError(m.snap())).toBe("Failed to initialize WebGL");
    element.isConnected = false;
    await m.send({ type: "RETRY" });
    expect(selectMapErrorKind(m.snap())).toBe("not-mounted");
    expect(m.isRunning("loadMap")).toBe(false);
  });

  it("a new element starts over, stopping a load in progress", async () => {
    const m = await start();
    await m.send(requested({ isConnected: true }));
    const first = m.signalOf("loadMap");
    await m.advance(20_000);
    const second = { isConnected: true };
    await m.send(requested(second));
    expect(first.aborted).toBe(true);
    expect((m.inputOf("loadMap") as { element: object }).element).toBe(second);
    // A fresh 30 s.
    await m.advance(20_000);
    expect(selectMapLoading(m.snap())).toBe(true);
    await m.advance(10_000);
    expect(selectMapErrorKind(m.snap())).toBe("timeout");
  });
});
