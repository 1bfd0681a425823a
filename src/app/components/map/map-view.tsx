// The map itself (the lazy chunk behind LazyMap): a region with the MapLibre map, its markers and
// the delivery areas. Loading is the map-load machine (machines/map-load), the root's child
// `mapLoad:<this map's id>` while the map is shown, with the `loadMap` the composition root provides (create-map.ts): "Timeout" after 30 s, "map element not mounted on dom",
// a retry button. The loaded map is the machine's; this view draws on it and removes it when it goes.
//
// Markers are 65 × 65 px images per kind with an accessible name. A draggable pin is a focusable
// button: the arrow keys move it a few metres (Shift: further), Enter or Space places it
// (onMarkerDragEnd, as a mouse drop does) and Escape puts it back. Other markers are images with
// their name. The map follows the center and zoom props; user moves are reported by onMapMoveEnd.
import { useLingui } from "@lingui/react/macro";
import { selectMap, selectMapErrorKind, selectMapLoading, selectMapReady } from "@machines/map-load/map-load.selectors";
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { type GeoJSONSource, type Map as MapLibreMap, Marker } from "maplibre-gl";
import { useEffect, useId, useRef } from "react";
import { usePart, usePartSelector } from "../../app-context";
import { partKeys } from "@machines/app/app.parts";
import type { MapUiStrings } from "./create-map";
import type { LatLng, MapMarker, MapProps } from "./map-types";
import { arrowStep, offsetByMetres } from "./pin-keys";
import { markerAnchor, markerOffset, markerSvg } from "./marker-pins";
import "./map.css";

export type MapViewProps = Omit<MapProps, "styleUrl"> & { styleUrl: string };

const AREA_SOURCE = "rrp-delivery-areas";
const AREA_FILL = "rrp-delivery-areas-fill";
const AREA_LINE = "rrp-delivery-areas-line";
const SAME = 1e-7;

type MarkerEntry = {
  marker: Marker;
  data: MapMarker;
  /** Position last reported through onMarkerDragEnd (or given by props): Escape returns here. */
  committed: LatLng;
  /** Moved by keyboard or being dragged, not yet placed: props do not move it meanwhile. */
  moving: boolean;
  cleanup: () => void;
};

export default function MapView(props: MapViewProps) {
  const { t } = useLingui();
  const hintId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef(new Map<string, MarkerEntry>());
  const propsRef = useRef(props);
  propsRef.current = props;

  const ui: MapUiStrings = {
    canvas: t({ id: "map.canvas.label", message: "Map. Use the arrow keys to pan and the plus and minus keys to zoom." }),
    zoomIn: t({ id: "map.zoom-in", message: "Zoom in" }),
    zoomOut: t({ id: "map.zoom-out", message: "Zoom out" }),
    attribution: t({ id: "map.attribution", message: "Show map sources" }),
  };
  const uiRef = useRef(ui);
  uiRef.current = ui;

  const mapId = useId();
  const actor = usePart("mapLoad", partKeys.mapLoad(mapId), undefined);
  const ready = usePartSelector(actor, selectMapReady, false);
  const loading = usePartSelector(actor, selectMapLoading, false);
  const errorKind = usePartSelector(actor, selectMapErrorKind, null);
  const loaded = usePartSelector(actor, selectMap, null) as MapLibreMap | null;

  // Ask for the map once the element is in the document; the markers go with the view.
  useEffect(() => {
    if (!actor) return;
    const p = propsRef.current;
    actor.send({
      type: "MAP.REQUESTED",
      element: containerRef.current,
      styleUrl: p.styleUrl,
      center: p.center,
      zoom: p.zoom,
      labels: { ...uiRef.current },
    });
    const markers = markersRef.current;
    return () => {
      for (const entry of markers.values()) entry.cleanup();
      markers.clear();
    };
  }, [actor]);

  // The map the machine loaded: user moves are reported, and it is removed when replaced or when the view goes.
  useEffect(() => {
    if (!loaded) return;
    mapRef.current = loaded;
    loaded.on("moveend", (e) => {
      const c = loaded.getCenter();
      propsRef.current.onMapMoveEnd?.({ center: { lat: c.lat, lng: c.lng }, zoom: loaded.getZoom(), byUser: !!e.originalEvent });
    });
    return () => {
      loaded.remove();
      if (mapRef.current === loaded) mapRef.current = null;
    };
  }, [loaded]);

  // A translated accessible name for the canvas when the language changes.
  useEffect(() => {
    if (ready) mapRef.current?.getCanvas().setAttribute("aria-label", ui.canvas);
  }, [ready, ui.canvas]);

  // Follow the center and zoom props.
  const { lat, lng } = props.center;
  const zoom = props.zoom;
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const c = map.getCenter();
    if (Math.abs(c.lat - lat) > SAME || Math.abs(c.lng - lng) > SAME || Math.abs(map.getZoom() - zoom) > 1e-3) {
      map.easeTo({ center: [lng, lat], zoom, duration: 400 });
    }
  }, [ready, lat, lng, zoom]);

  // Markers: add, update and remove by id.
  const markers = props.markers ?? [];
  const hint = t({
    id: "map.pin.hint",
    message: "Use the arrow keys to move the pin (Shift for bigger steps), Enter to place it here and Escape to undo.",
  });
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const entries = markersRef.current;
    const wanted = new Set(markers.map((m) => m.id));
    for (const [id, entry] of entries) {
      if (!wanted.has(id)) {
        entry.cleanup();
        entries.delete(id);
      }
    }
    for (const data of markers) {
      const existing = entries.get(data.id);
      if (existing && existing.data.kind === data.kind && !!existing.data.draggable === !!data.draggable) {
        existing.data = data;
        describeMarker(existing.marker.getElement(), data, hintId);
        const moved = Math.abs(existing.committed.lat - data.lat) > SAME || Math.abs(existing.committed.lng - data.lng) > SAME;
        if (moved && !existing.moving) {
          existing.committed = { lat: data.lat, lng: data.lng };
          existing.marker.setLngLat([data.lng, data.lat]);
        }
        continue;
      }
      existing?.cleanup();
      entries.set(data.id, addMarker(map, data, hintId, (id, position) => propsRef.current.onMarkerDragEnd?.(id, position)));
    }
  }, [ready, markers, hintId]);

  // Delivery areas as a translucent fill with an outline.
  const areasKey = JSON.stringify(props.areas ?? []);
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const rings = JSON.parse(areasKey) as number[][][];
    const data = {
      type: "FeatureCollection" as const,
      features: rings
        .filter((ring) => ring.length >= 3)
        .map((ring) => ({ type: "Feature" as const, properties: {}, geometry: { type: "Polygon" as const, coordinates: [ring] } })),
    };
    const source = map.getSource(AREA_SOURCE) as GeoJSONSource | undefined;
    if (source) source.setData(data);
    else {
      map.addSource(AREA_SOURCE, { type: "geojson", data });
      map.addLayer({ id: AREA_FILL, type: "fill", source: AREA_SOURCE, paint: { "fill-color": "#1c7ed6", "fill-opacity": 0.1 } });
      map.addLayer({ id: AREA_LINE, type: "line", source: AREA_SOURCE, paint: { "line-color": "#1864ab", "line-width": 2, "line-opacity": 0.8 } });
    }
  }, [ready, areasKey]);

  const regionLabel = props.label ?? t({ id: "map.region.label", message: "Map" });
  const height = props.height ?? 360;
  const state = ready ? "ready" : errorKind ? "failed" : loading ? "loading" : "waiting";
  const hasDraggable = markers.some((m) => m.draggable);

  return (
    <div
      role="region"
      aria-label={regionLabel}
      aria-busy={loading || undefined}
      data-testid={props.testId ?? "map"}
      data-map-state={state}
      style={{ position: "relative", height, width: "100%", borderRadius: 8, overflow: "hidden" }}
    >
      <div ref={containerRef} data-testid="map-canvas-container" style={{ position: "absolute", inset: 0 }} />
      {hasDraggable ? (
        <span id={hintId} hidden>
          {hint}
        </span>
      ) : null}
      {loading ? (
        <Stack align="center" justify="center" gap="xs" style={overlayStyle} data-testid="map-loading">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t({ id: "map.loading", message: "Loading the map…" })}</Text>
        </Stack>
      ) : null}
      {errorKind ? (
        <Stack align="center" justify="center" style={overlayStyle}>
          <Alert color="red" role="alert" data-testid="map-error" maw={360}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {errorKind === "timeout"
                  ? t({ id: "map.error.timeout", message: "Timeout" })
                  : errorKind === "not-mounted"
                    ? t({ id: "map.error.not-mounted", message: "map element not mounted on dom" })
                    : t({ id: "map.error.load", message: "The map could not be loaded." })}
              </Text>
              <Button size="xs" variant="light" onClick={() => actor?.send({ type: "RETRY" })} data-testid="map-retry">
                {t({ id: "map.retry", message: "Try again" })}
              </Button>
            </Stack>
          </Alert>
        </Stack>
      ) : null}
    </div>
  );
}

const overlayStyle = {
  position: "absolute" as const,
  inset: 0,
  background: "rgba(242, 239, 233, 0.85)",
  padding: 16,
};

/** Accessible name and role of a marker element. */
function describeMarker(el: HTMLElement, data: MapMarker, hintId: string) {
  el.setAttribute("aria-label", data.label);
  el.dataset.testid = `map-marker-${data.id}`;
  el.dataset.kind = data.kind;
  if (data.draggable) {
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", "0");
    el.setAttribute("aria-describedby", hintId);
  } else {
    el.setAttribute("role", "img");
    el.removeAttribute("tabindex");
    el.removeAttribute("aria-describedby");
  }
}

function addMarker(map: MapLibreMap, data: MapMarker, hintId: string, place: (id: string, position: LatLng) => void): MarkerEntry {
  const el = document.createElement("div");
  el.className = `rrp-map-marker rrp-map-marker--${data.kind}`;
  el.style.width = "65px";
  el.style.height = "65px";
  el.style.cursor = data.draggable ? "grab" : "default";
  el.innerHTML = markerSvg(data.kind);
  describeMarker(el, data, hintId);

  const marker = new Marker({ element: el, anchor: markerAnchor(data.kind), offset: markerOffset(data.kind), draggable: !!data.draggable })
    .setLngLat([data.lng, data.lat])
    .addTo(map);
  const entry: MarkerEntry = { marker, data, committed: { lat: data.lat, lng: data.lng }, moving: false, cleanup: () => {} };

  const commit = () => {
    const p = marker.getLngLat();
    entry.committed = { lat: p.lat, lng: p.lng };
    entry.moving = false;
    place(entry.data.id, { lat: p.lat, lng: p.lng });
  };
  const onDragStart = () => {
    entry.moving = true;
  };
  marker.on("dragstart", onDragStart);
  marker.on("dragend", commit);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!entry.data.draggable || e.altKey || e.ctrlKey || e.metaKey) return;
    const step = arrowStep(e.key, e.shiftKey);
    if (step) {
      e.preventDefault();
      e.stopPropagation();
      const p = marker.getLngLat();
      const next = offsetByMetres({ lat: p.lat, lng: p.lng }, step.east, step.north);
      marker.setLngLat([next.lng, next.lat]);
      entry.moving = true;
      keepInView(map, next);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      e.stopPropagation();
      commit();
    } else if (e.key === "Escape" && entry.moving) {
      e.preventDefault();
      e.stopPropagation();
      marker.setLngLat([entry.committed.lng, entry.committed.lat]);
      entry.moving = false;
    }
  };
  el.addEventListener("keydown", onKeyDown);
  entry.cleanup = () => {
    el.removeEventListener("keydown", onKeyDown);
    marker.off("dragstart", onDragStart);
    marker.off("dragend", commit);
    marker.remove();
  };
  return entry;
}

/** Pans when a keyboard-moved pin gets within 48 px of the map's edge. */
function keepInView(map: MapLibreMap, position: LatLng) {
  const margin = 48;
  const point = map.project([position.lng, position.lat]);
  const canvas = map.getCanvas();
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (point.x < margin || point.y < margin || point.x > width - margin || point.y > height - margin) {
    map.panTo([position.lng, position.lat], { duration: 200 });
  }
}
