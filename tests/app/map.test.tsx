// @vitest-environment happy-dom
// The map component with a fake MapLibre (happy-dom has no WebGL): the chunk loads lazily, the map
// gets the style of the prop / deployment / platform, markers are 65 × 65 images with accessible
// names, the draggable pin moves by keyboard and is placed with Enter (or a mouse drop), delivery
// areas are drawn, and a failed or timed-out load shows the spec's message with a retry button. The
// map-load machine gets its real `loadMap` from the root app's provided logic (composition root).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LazyMap, ZOOM_OUTLET, ZOOM_PARENT, ZOOM_REQUEST, MARKER_SIZE } from "../../src/app/components/map";
import { resolveStyleUrl } from "../../src/app/components/map/map-types";
import { arrowStep, offsetByMetres } from "../../src/app/components/map/pin-keys";
import { markerSvg } from "../../src/app/components/map/marker-pins";
import { DEFAULT_DEPLOYMENT } from "@config/deployment";
import { type AppActor, AppProvider } from "../../src/app/app-context";
import { createTestApp } from "./test-app";

const fake = vi.hoisted(() => {
  class Evented {
    listeners = new Map<string, Set<(e: Record<string, unknown>) => void>>();
    on(type: string, fn: (e: Record<string, unknown>) => void) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type)?.add(fn);
      return this;
    }
    once(type: string, fn: (e: Record<string, unknown>) => void) {
      const wrapped = (e: Record<string, unknown>) => {
        this.off(type, wrapped);
        fn(e);
      };
      return this.on(type, wrapped);
    }
    off(type: string, fn: (e: Record<string, unknown>) => void) {
      this.listeners.get(type)?.delete(fn);
      return this;
    }
    fire(type: string, e: Record<string, unknown> = {}) {
      for (const fn of [...(this.listeners.get(type) ?? [])]) fn({ type, ...e });
    }
  }
  const state = {
    /** What the next maps do: load at once, never load, or throw when created. */
    mode: "load" as "load" | "never" | "throw",
    maps: [] as FakeMap[],
    markers: [] as FakeMarker[],
    workerUrl: "",
  };
  class FakeMap extends Evented {
    options: Record<string, unknown>;
    container: HTMLElement;
    canvas: HTMLCanvasElement;
    center: { lng: number; lat: number };
    zoom: number;
    sources = new Map<string, { data: unknown; setData: (d: unknown) => void }>();
    layers: Array<Record<string, unknown>> = [];
    removed = false;
    easeTo = vi.fn((o: { center: [number, number]; zoom: number }) => {
      this.center = { lng: o.center[0], lat: o.center[1] };
      this.zoom = o.zoom;
    });
    panTo = vi.fn();
    touchZoomRotate = { disableRotation: vi.fn() };
    keyboard = { disableRotation: vi.fn() };
    constructor(options: Record<string, unknown>) {
      super();
      if (state.mode === "throw") throw new Error("Failed to initialize WebGL");
      this.options = options;
      this.container = options.container as HTMLElement;
      this.canvas = document.createElement("canvas");
      this.container.appendChild(this.canvas);
      const c = options.center as [number, number];
      this.center = { lng: c[0], lat: c[1] };
      this.zoom = options.zoom as number;
      state.maps.push(this);
      if (state.mode === "load") setTimeout(() => this.fire("load"), 0);
    }
    addControl() {
      return this;
    }
    getCanvas() {
      return this.canvas;
    }
    getCanvasContainer() {
      return this.container;
    }
    getCenter() {
      return this.center;
    }
    getZoom() {
      return this.zoom;
    }
    getSource(id: string) {
      return this.sources.get(id);
    }
    addSource(id: string, source: { data: unknown }) {
      const entry = {
        data: source.data,
        setData: (d: unknown) => {
          entry.data = d;
        },
      };
      this.sources.set(id, entry);
    }
    addLayer(layer: Record<string, unknown>) {
      this.layers.push(layer);
    }
    /** 1 px = 1 m around the centre (enough for the keyboard pin). */
    project([lng, lat]: [number, number]) {
      return { x: 200 + (lng - this.center.lng) * 62_700, y: 150 - (lat - this.center.lat) * 111_320 };
    }
    remove() {
      this.removed = true;
      this.canvas.remove();
    }
  }
  class FakeMarker extends Evented {
    element: HTMLElement;
    options: Record<string, unknown>;
    lngLat = { lng: 0, lat: 0 };
    map: FakeMap | null = null;
    constructor(options: { element: HTMLElement }) {
      super();
      this.options = options;
      this.element = options.element;
      state.markers.push(this);
    }
    setLngLat([lng, lat]: [number, number]) {
      this.lngLat = { lng, lat };
      return this;
    }
    getLngLat() {
      return this.lngLat;
    }
    getElement() {
      return this.element;
    }
    addTo(map: FakeMap) {
      this.map = map;
      map.container.appendChild(this.element);
      return this;
    }
    remove() {
      this.element.remove();
      this.map = null;
      return this;
    }
  }
  return { state, FakeMap, FakeMarker };
});

vi.mock("maplibre-gl", () => ({
  Map: fake.FakeMap,
  Marker: fake.FakeMarker,
  NavigationControl: class {},
  setWorkerUrl: (url: string) => {
    fake.state.workerUrl = url;
  },
}));

/** Root apps (started: the root spawns each map's mapLoad child, with the deployment's style). */
let plainApp: AppActor;
let styledApp: AppActor;

const wrap = (ui: ReactNode, app: AppActor = plainApp) => (
  <I18nProvider i18n={i18n}>
    <MantineProvider>
      <AppProvider app={app}>{ui}</AppProvider>
    </MantineProvider>
  </I18nProvider>
);

const JAEGERSBORGGADE = { lat: 55.69155, lng: 12.5448 };
const mapRegion = () => screen.getByTestId("map");
const waitForState = (state: string) => waitFor(() => expect(mapRegion().dataset.mapState).toBe(state), { timeout: 5000 });
const markerEl = (id: string) => document.querySelector<HTMLElement>(`[data-testid="map-marker-${id}"]`);
const fakeMarker = (id: string) => fake.state.markers.find((m) => m.element.dataset.testid === `map-marker-${id}`);

/** What the browser's IntersectionObserver says (happy-dom's never answers): on screen, in a task after render. */
const screen_ = { visible: true };
class OnScreenObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(target: Element) {
    setTimeout(() => this.callback([{ isIntersecting: screen_.visible, target }]), 0);
  }
  unobserve() {}
  disconnect() {}
}

beforeAll(async () => {
  vi.stubGlobal("IntersectionObserver", OnScreenObserver);
  plainApp = (await createTestApp()).app;
  styledApp = (await createTestApp({ config: { ...DEFAULT_DEPLOYMENT, mapStyleUrl: "https://tiles.example/style.json" } })).app;
  i18n.loadAndActivate({ locale: "en", messages: {} });
  // Transform the lazy chunk once up front (slow on a busy machine); LazyMap still loads it lazily.
  await import("../../src/app/components/map/map-view");
});
beforeEach(() => {
  fake.state.mode = "load";
  fake.state.maps = [];
  fake.state.markers = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("map constants", () => {
  it("are the spec's", () => {
    expect([ZOOM_PARENT, ZOOM_OUTLET, ZOOM_REQUEST, MARKER_SIZE]).toEqual([12, 17, 18, 65]);
  });

  it("picks the style: prop, then deployment, then the platform's own", () => {
    expect(resolveStyleUrl("https://a.example/s.json", "https://b.example/s.json")).toBe("https://a.example/s.json");
    expect(resolveStyleUrl(undefined, "https://b.example/s.json")).toBe("https://b.example/s.json");
    expect(resolveStyleUrl(undefined, "")).toBe("/map/style.json");
    expect(resolveStyleUrl("  ", undefined)).toBe("/map/style.json");
  });

  it("moves a pin by metres with the arrow keys", () => {
    expect(arrowStep("ArrowUp", false)).toEqual({ east: 0, north: 5 });
    expect(arrowStep("ArrowLeft", true)).toEqual({ east: -25, north: 0 });
    expect(arrowStep("a", false)).toBeNull();
    const p = offsetByMetres(JAEGERSBORGGADE, 0, 111.32);
    expect(p.lat).toBeCloseTo(JAEGERSBORGGADE.lat + 0.001, 9);
    expect(p.lng).toBe(JAEGERSBORGGADE.lng);
  });

  it("has a distinct 65 × 65 image per marker kind", () => {
    const svgs = (["origin", "destination", "rider", "outlet"] as const).map(markerSvg);
    expect(new Set(svgs).size).toBe(4);
    for (const svg of svgs) expect(svg).toMatch(/width="65" height="65"[^>]*aria-hidden="true"/);
  });
});

describe("map messages", () => {
  const catalog = (locale: string) => readFileSync(join(process.cwd(), `src/app/locales/${locale}/messages.po`), "utf8");
  const msgstr = (po: string, id: string) => new RegExp(`msgid "${id.replace(/\./g, "\\.")}"\nmsgstr "([^"]*)"`).exec(po)?.[1];
  const ids = [
    "map.region.label",
    "map.loading",
    "map.error.timeout",
    "map.error.not-mounted",
    "map.error.load",
    "map.retry",
    "map.pin.hint",
    "map.canvas.label",
    "map.zoom-in",
    "map.zoom-out",
    "map.attribution",
  ];

  it("have the spec's English load errors", () => {
    const en = catalog("en");
    expect(msgstr(en, "map.error.timeout")).toBe("Timeout");
    expect(msgstr(en, "map.error.not-mounted")).toBe("map element not mounted on dom");
  });

  it("are translated in English and Danish", () => {
    for (const locale of ["en", "da-DK"]) {
      const po = catalog(locale);
      expect(ids.filter((id) => !msgstr(po, id)), locale).toEqual([]);
    }
  });
});

describe("LazyMap", () => {
  it("loads nothing of the map while its place is off screen (issue 14), and loads it once it is seen", async () => {
    screen_.visible = false;
    try {
      render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={ZOOM_REQUEST} label="Request map" />));
      await new Promise((r) => setTimeout(r, 50));
      expect(mapRegion().getAttribute("data-map-state")).toBe("loading-code");
      expect(fake.state.maps).toHaveLength(0);
    } finally {
      screen_.visible = true;
    }
    cleanup();
    render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={ZOOM_REQUEST} label="Request map" />));
    await waitForState("ready");
    expect(fake.state.maps).toHaveLength(1);
  });

  it("loads the map chunk, then the map with the platform's style at the given centre and zoom", async () => {
    render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={ZOOM_REQUEST} label="Request map" />));
    expect(screen.getByRole("region", { name: "Request map" })).toBeTruthy();
    await waitForState("ready");
    expect(fake.state.maps).toHaveLength(1);
    const map = fake.state.maps[0];
    expect(map.options).toMatchObject({ style: "/map/style.json", center: [12.5448, 55.69155], zoom: 18 });
    expect(map.container.isConnected).toBe(true);
    expect(fake.state.workerUrl).toMatch(/maplibre-gl-worker/);
    expect(mapRegion().getAttribute("aria-busy")).toBeNull();
  });

  it("uses the deployment's style URL, and an explicit styleUrl over it", async () => {
    render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={12} />, styledApp));
    await waitForState("ready");
    expect(fake.state.maps[0].options.style).toBe("https://tiles.example/style.json");
    cleanup();
    render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={12} styleUrl="/custom.json" />, styledApp));
    await waitForState("ready");
    expect(fake.state.maps[1].options.style).toBe("/custom.json");
  });

  it("shows markers as 65 × 65 images with their names; the draggable pin is a keyboard-operable button", async () => {
    const onMarkerDragEnd = vi.fn();
    render(
      wrap(
        <LazyMap
          center={JAEGERSBORGGADE}
          zoom={18}
          onMarkerDragEnd={onMarkerDragEnd}
          markers={[
            { id: "origin", kind: "origin", label: "Pick-up: Jægersborggade 14", ...JAEGERSBORGGADE },
            { id: "pin", kind: "destination", label: "Drop-off pin", lat: 55.692, lng: 12.546, draggable: true },
            { id: "rider", kind: "rider", label: "Rider", lat: 55.6905, lng: 12.543 },
          ]}
        />,
      ),
    );
    await waitForState("ready");
    const origin = markerEl("origin");
    expect(origin?.getAttribute("role")).toBe("img");
    expect(origin?.getAttribute("aria-label")).toBe("Pick-up: Jægersborggade 14");
    expect(origin?.getAttribute("tabindex")).toBeNull();
    expect(origin?.style.width).toBe("65px");
    expect(origin?.style.height).toBe("65px");
    expect(origin?.dataset.kind).toBe("origin");
    expect(fakeMarker("origin")?.options).toMatchObject({ anchor: "bottom", draggable: false });
    expect(fakeMarker("rider")?.options).toMatchObject({ anchor: "center" });

    const pin = screen.getByRole("button", { name: "Drop-off pin" });
    expect(pin.getAttribute("tabindex")).toBe("0");
    const hint = document.getElementById(pin.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toMatch(/arrow keys/);

    pin.focus();
    fireEvent.keyDown(pin, { key: "ArrowUp" });
    fireEvent.keyDown(pin, { key: "ArrowUp" });
    fireEvent.keyDown(pin, { key: "ArrowRight", shiftKey: true });
    expect(onMarkerDragEnd).not.toHaveBeenCalled();
    const moved = fakeMarker("pin")?.getLngLat();
    expect(moved?.lat).toBeCloseTo(55.692 + 10 / 111_320, 8);
    expect(moved?.lng).toBeGreaterThan(12.546);
    fireEvent.keyDown(pin, { key: "Enter" });
    expect(onMarkerDragEnd).toHaveBeenCalledTimes(1);
    const [id, position] = onMarkerDragEnd.mock.calls[0];
    expect(id).toBe("pin");
    expect(position.lat).toBeCloseTo(55.692 + 10 / 111_320, 8);

    // Escape puts a pin that was moved but not placed back where it was placed last.
    fireEvent.keyDown(pin, { key: "ArrowDown" });
    fireEvent.keyDown(pin, { key: "Escape" });
    expect(fakeMarker("pin")?.getLngLat().lat).toBeCloseTo(position.lat, 10);
    expect(onMarkerDragEnd).toHaveBeenCalledTimes(1);

    // A mouse drop reports the new position too.
    fakeMarker("pin")?.setLngLat([12.55, 55.7]);
    fakeMarker("pin")?.fire("dragend");
    expect(onMarkerDragEnd).toHaveBeenLastCalledWith("pin", { lat: 55.7, lng: 12.55 });
  });

  it("follows the props: centre, zoom, moved and removed markers, delivery areas", async () => {
    const area = [
      [12.5, 55.68],
      [12.6, 55.68],
      [12.6, 55.72],
      [12.5, 55.68],
    ];
    const markers = [{ id: "rider", kind: "rider" as const, label: "Rider", lat: 55.69, lng: 12.54 }];
    const view = render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={17} markers={markers} areas={[area]} />));
    await waitForState("ready");
    const map = fake.state.maps[0];
    expect(map.layers.map((l) => l.type)).toEqual(["fill", "line"]);
    expect(map.getSource("rrp-delivery-areas")?.data).toMatchObject({
      features: [{ geometry: { type: "Polygon", coordinates: [area] } }],
    });

    view.rerender(
      wrap(<LazyMap center={{ lat: 55.7, lng: 12.55 }} zoom={18} markers={[{ ...markers[0], lat: 55.695 }]} areas={[]} />),
    );
    expect(map.easeTo).toHaveBeenCalledWith(expect.objectContaining({ center: [12.55, 55.7], zoom: 18 }));
    expect(fakeMarker("rider")?.getLngLat()).toEqual({ lng: 12.54, lat: 55.695 });
    expect(map.getSource("rrp-delivery-areas")?.data).toMatchObject({ features: [] });

    view.rerender(wrap(<LazyMap center={{ lat: 55.7, lng: 12.55 }} zoom={18} markers={[]} />));
    expect(markerEl("rider")).toBeNull();
  });

  it("reports map moves", async () => {
    const onMapMoveEnd = vi.fn();
    render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={18} onMapMoveEnd={onMapMoveEnd} />));
    await waitForState("ready");
    const map = fake.state.maps[0];
    map.center = { lat: 55.7, lng: 12.55 };
    map.fire("moveend", { originalEvent: {} });
    expect(onMapMoveEnd).toHaveBeenCalledWith({ center: { lat: 55.7, lng: 12.55 }, zoom: 18, byUser: true });
  });

  it("shows why the map failed and loads again on retry", async () => {
    fake.state.mode = "throw";
    render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={18} />));
    await waitForState("failed");
    expect(screen.getByRole("alert").textContent).toMatch("The map could not be loaded.");
    fake.state.mode = "load";
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitForState("ready");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says Timeout after 30 s without a load, removes that map and retries", async () => {
    // Fake timers that also follow real time, so that Testing Library's own short waits still end.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    fake.state.mode = "never";
    render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={18} />));
    await waitForState("loading");
    expect(screen.getByText("Loading the map…")).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(mapRegion().dataset.mapState).toBe("loading");
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(mapRegion().dataset.mapState).toBe("failed");
    expect(screen.getByRole("alert").textContent).toMatch("Timeout");
    expect(fake.state.maps[0].removed).toBe(true);

    fake.state.mode = "load";
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitForState("ready");
    expect(fake.state.maps).toHaveLength(2);
  });

  it("removes the map when the page leaves", async () => {
    const view = render(wrap(<LazyMap center={JAEGERSBORGGADE} zoom={18} />));
    await waitForState("ready");
    view.unmount();
    expect(fake.state.maps[0].removed).toBe(true);
  });
});
