// Map-load machine: loading the map of a page (core document, section 8: "Map load: Timeout after
// 30 seconds; map element not mounted on dom").
//
// The view renders the map's element and then sends MAP.REQUESTED with it, the style URL, centre
// and zoom (`waitingForElement`). An element that is missing or no longer attached to the document
// fails at once with "map element not mounted on dom". Otherwise `loading` invokes `loadMap`, which
// resolves with the map when it fires `load` → `ready` (the map is kept for the view to draw on). If that takes `loadTimeout` (30000 ms) the load
// fails with "Timeout" (leaving the state stops the actor, which removes the half-made map); any
// other failure keeps its message. From `failed`, RETRY loads again in the same element (or fails
// with the not-mounted error if it is gone), and a new MAP.REQUESTED starts over with a new one.
import { assign, setup } from "xstate";
import { type LatLng, loadMap, type MapElement } from "./map-load.actors";

export const MAP_LOAD_TIMEOUT_MS = 30_000;

/** The spec's messages; the view shows them translated (map.error.timeout, map.error.not-mounted). */
export const MAP_LOAD_ERRORS = {
  timeout: "Timeout",
  notMounted: "map element not mounted on dom",
} as const;

export type MapLoadRequest = {
  element: MapElement | null;
  styleUrl: string;
  center: LatLng;
  zoom: number;
  /** The map's own texts (controls, the canvas' name), in the page's language. */
  labels?: Record<string, string>;
};

export type MapLoadContext = {
  /** What to load: the last MAP.REQUESTED (null until the view asks). */
  request: MapLoadRequest | null;
  /** Why the last load failed. */
  error: string | null;
  /** The loaded map (opaque to the machine: the view draws on it). */
  map: unknown;
};

export type MapLoadEvent = ({ type: "MAP.REQUESTED" } & MapLoadRequest) | { type: "RETRY" };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Attached to the document: present, and not detached (DOM nodes say so with isConnected). */
const isMounted = (element: MapElement | null | undefined): element is MapElement => !!element && element.isConnected !== false;

export const mapLoadMachine = setup({
  types: {
    context: {} as MapLoadContext,
    events: {} as MapLoadEvent,
  },
  actors: { loadMap },
  delays: {
    /** The spec gives the map 30 seconds to load. */
    loadTimeout: MAP_LOAD_TIMEOUT_MS,
  },
  guards: {
    /** A map can only be created in an element that is in the document. */
    requestedElementMounted: (_, params: { element: MapElement | null }) => isMounted(params.element),
    /** RETRY reuses the element of the last request, which may have been removed since. */
    knownElementMounted: ({ context }) => isMounted(context.request?.element),
  },
  actions: {
    storeRequest: assign((_, params: { request: MapLoadRequest }) => ({ request: params.request })),
    clearError: assign({ error: null, map: null }),
    storeMap: assign((_, params: { map: unknown }) => ({ map: params.map ?? null })),
    failNotMounted: assign({ error: MAP_LOAD_ERRORS.notMounted }),
    failTimeout: assign({ error: MAP_LOAD_ERRORS.timeout }),
    recordError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: "mapLoad",
  context: { request: null, error: null, map: null },
  initial: "waitingForElement",
  on: {
    "MAP.REQUESTED": [
      {
        guard: { type: "requestedElementMounted", params: ({ event }) => ({ element: event.element }) },
        target: ".loading",
        reenter: true,
        actions: { type: "storeRequest", params: ({ event }) => ({ request: requestOf(event) }) },
      },
      {
        target: ".failed",
        actions: [{ type: "storeRequest", params: ({ event }) => ({ request: requestOf(event) }) }, "failNotMounted"],
      },
    ],
  },
  states: {
    waitingForElement: {},
    loading: {
      tags: ["loading"],
      entry: "clearError",
      invoke: {
        id: "loadMap",
        src: "loadMap",
        input: ({ context }) => {
          const r = context.request as MapLoadRequest & { element: MapElement };
          return { element: r.element, styleUrl: r.styleUrl, center: r.center, zoom: r.zoom, ...(r.labels ? { labels: r.labels } : {}) };
        },
        onDone: { target: "ready", actions: { type: "storeMap", params: ({ event }) => ({ map: event.output }) } },
        onError: { target: "failed", actions: { type: "recordError", params: ({ event }) => ({ error: event.error }) } },
      },
      after: { loadTimeout: { target: "failed", actions: "failTimeout" } },
    },
    ready: {},
    failed: {
      on: {
        RETRY: [{ guard: "knownElementMounted", target: "loading" }, { actions: "failNotMounted" }],
      },
    },
  },
});

function requestOf(event: { type: "MAP.REQUESTED" } & MapLoadRequest): MapLoadRequest {
  return { element: event.element, styleUrl: event.styleUrl, center: event.center, zoom: event.zoom, ...(event.labels ? { labels: event.labels } : {}) };
}
