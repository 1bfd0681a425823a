// LazyMap: the map as any page uses it. The MapLibre code, its worker and its CSS are a separate
// chunk (./map-view) loaded only when a map is rendered; until then a placeholder of the same size
// says the map is loading. The style is the `styleUrl` prop, else the deployment's mapStyleUrl, else
// the platform's own /map/style.json (streets from its gazetteer, no tile server needed).
import { useLingui } from "@lingui/react/macro";
import { Loader, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useOptionalAppActor } from "../../app-context";
import { type MapProps, resolveStyleUrl } from "./map-types";

export { DEFAULT_MAP_STYLE_URL, MARKER_SIZE, ZOOM_OUTLET, ZOOM_PARENT, ZOOM_REQUEST } from "./map-types";
export type { LatLng, MapMarker, MapMarkerKind, MapProps, MapViewport } from "./map-types";

const MapView = lazy(() => import("./map-view"));

export function LazyMap(props: MapProps) {
  const configured = useOptionalAppActor()?.getSnapshot().context.config.mapStyleUrl;
  const styleUrl = resolveStyleUrl(props.styleUrl, configured);
  return (
    <Suspense fallback={<MapPlaceholder label={props.label} height={props.height} testId={props.testId} />}>
      <MapView {...props} styleUrl={styleUrl} />
    </Suspense>
  );
}

function MapPlaceholder(props: Pick<MapProps, "label" | "height" | "testId">) {
  const { t } = useLingui();
  return (
    <div
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
