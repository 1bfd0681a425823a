// The public page's map: the rider and the drop-off on the lazy MapLibre map (its code loads only
// when a rider is on the way), framed so that both are in view. No coordinates as text: the headline
// and the details say where the order is in words.
import type { PublicTracking } from "@domain/contract";
import { useLingui } from "@lingui/react/macro";
import { fitView, LazyMap, type MapMarker } from "../../components/map";

/** The map's box on the narrowest phone the page supports (360 px minus the page's padding). */
const BOX = { width: 320, height: 280, padding: 56, maxZoom: 16 };

export function PublicMap(props: { tracking: PublicTracking }) {
  const { t } = useLingui();
  const { rider, drop_off: dropOff } = props.tracking;
  const markers: MapMarker[] = [];
  const riderName = rider?.first_name ?? "";
  if (rider?.position)
    markers.push({
      id: "rider",
      kind: "rider",
      lat: rider.position.latitude,
      lng: rider.position.longitude,
      label: t({ id: "tracking.map.rider", message: `Rider ${riderName}` }),
    });
  if (dropOff.latitude !== null && dropOff.longitude !== null)
    markers.push({ id: "drop-off", kind: "destination", lat: dropOff.latitude, lng: dropOff.longitude, label: t({ id: "tracking.map.drop-off", message: "Your address" }) });
  // Framed on the drop-off and the rider's position when the rider is a new step away (coarse: the
  // view does not chase every move of the marker).
  const view = fitView(
    markers.map((m) => ({ lat: Math.round(m.lat * 1000) / 1000, lng: Math.round(m.lng * 1000) / 1000 })),
    BOX,
  );
  if (!view) return null;
  return (
    <LazyMap
      center={view.center}
      zoom={view.zoom}
      markers={markers}
      height={BOX.height}
      label={t({ id: "tracking.map.label", message: "Map with the rider and your address" })}
      testId="tracking-map"
    />
  );
}
