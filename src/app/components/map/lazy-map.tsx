// LazyMap: the map as any page uses it. The MapLibre code, its worker and its CSS are a separate
// chunk (./map-view) loaded only once the page has painted and the map's place is on screen (or
// within half a screen of it): the placeholder, of the same size, says the map is loading, and an
// IntersectionObserver — whose first answer comes in a task after the frame that painted the page —
// lets the map in (issue 14: MapLibre and its worker, 430 KB gz, no longer hold up the first paint
// nor load where no map is seen). The style is the `styleUrl` prop, else the deployment's mapStyleUrl, else
// the platform's own /map/style.json (streets from its gazetteer, no tile server needed).
import { useLingui } from "@lingui/react/macro";
import { Loader, Stack, Text } from "@mantine/core";
import { lazy, type Ref, type RefCallback, Suspense, useCallback, useState } from "react";
import { useOptionalAppActor } from "../../app-context";
import { type MapProps, resolveStyleUrl } from "./map-types";

export { DEFAULT_MAP_STYLE_URL, MARKER_SIZE, ZOOM_OUTLET, ZOOM_PARENT, ZOOM_REQUEST } from "./map-types";
export type { LatLng, MapMarker, MapMarkerKind, MapProps, MapViewport } from "./map-types";

const MapView = lazy(() => import("./map-view"));

/**
 * Whether the element has been on screen (or within half a screen) since the page painted: a ref for
 * the element and the answer, which never goes back to false. Without IntersectionObserver, true.
 */
function useSeenAfterPaint<T extends Element>(): [RefCallback<T>, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  const ref = useCallback(
    (element: T | null) => {
      if (!element || seen) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          setSeen(true);
        },
        { rootMargin: "50% 0px" },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [seen],
  );
  return [ref, seen];
}

export function LazyMap(props: MapProps) {
  const configured = useOptionalAppActor()?.getSnapshot().context.config.mapStyleUrl;
  const styleUrl = resolveStyleUrl(props.styleUrl, configured);
  const [placeRef, seen] = useSeenAfterPaint<HTMLDivElement>();
  if (!seen) return <MapPlaceholder label={props.label} height={props.height} testId={props.testId} placeRef={placeRef} />;
  return (
    <Suspense fallback={<MapPlaceholder label={props.label} height={props.height} testId={props.testId} />}>
      <MapView {...props} styleUrl={styleUrl} />
    </Suspense>
  );
}

function MapPlaceholder(props: Pick<MapProps, "label" | "height" | "testId"> & { placeRef?: Ref<HTMLDivElement> }) {
  const { t } = useLingui();
  return (
    <div
      ref={props.placeRef}
      role="region"
      aria-label={props.label ?? t({ id: "map.region.label", message: "Map" })}
      aria-busy
      data-testid={props.testId ?? "map"}
      data-map-state="loading-code"
      style={{ height: props.height ?? 360, width: "100%", borderRadius: 8, background: "#f2efe9" }}
    >
      <Stack align="center" justify="center" gap="xs" h="100%">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t({ id: "map.loading", message: "Loading the map…" })}</Text>
      </Stack>
    </div>
  );
}
