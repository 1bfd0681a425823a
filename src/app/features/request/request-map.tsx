// The request map (core §9: zoom 18, markers 65 × 65): the pick-up and the destination. In the
// origin step the pick-up pin is draggable (mouse, touch or the keyboard: arrow keys, Enter) and
// its new position goes to the flow (PIN.MOVED: reverse geocoded, then saved); in the destination
// step the destination pin is, and the flow reverse geocodes where it is dropped. The delivery
// areas are drawn when draw-delivery-areas is on. The map chunk (MapLibre) loads only here.
import { useLingui } from "@lingui/react/macro";
import { selectDestination, selectOrigin, selectOriginDraft, selectStep } from "@machines/request-flow/request-flow.selectors";
import { useSelector } from "@xstate/react";
import { type LatLng, LazyMap, type MapMarker, ZOOM_REQUEST } from "../../components/map";
import type { RequestFlowActor } from "./request-flow-actor";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Copenhagen City Hall Square: where the map starts when nothing is known yet. */
export const DEFAULT_CENTER: LatLng = { lat: 55.6761, lng: 12.5683 };
/** A destination pin not yet placed starts this far (degrees) north-east of the pick-up. */
const PIN_OFFSET = 0.00025;

export function RequestMap(props: { actor: RequestFlowActor; areas: number[][][] | null; height: number | string }) {
  const { actor } = props;
  const { t } = useLingui();
  const step = useSelector(actor, selectStep);
  const origin = useSelector(actor, selectOrigin, sameJson);
  const draft = useSelector(actor, selectOriginDraft, sameJson);
  const destination = useSelector(actor, selectDestination, sameJson);
  const pin = useSelector(actor, (s) => s.context.pin, sameJson);

  const askingOrigin = step === "askingOriginAddress" || step === "savingOriginAddress";
  const askingDestination = step === "askingDestination";
  const draftPoint = draft.latitude !== null && draft.longitude !== null ? { lat: draft.latitude, lng: draft.longitude } : null;
  const originPoint: LatLng | null = askingOrigin ? draftPoint : origin ? { lat: origin.latitude, lng: origin.longitude } : null;
  const destinationPoint: LatLng | null = destination
    ? { lat: destination.latitude, lng: destination.longitude }
    : pin
      ? { lat: pin.latitude, lng: pin.longitude }
      : askingDestination && originPoint
        ? { lat: originPoint.lat + PIN_OFFSET, lng: originPoint.lng + PIN_OFFSET }
        : null;

  const markers: MapMarker[] = [];
  if (originPoint || askingOrigin) {
    const p = originPoint ?? DEFAULT_CENTER;
    markers.push({
      id: "origin",
      kind: "origin",
      lat: p.lat,
      lng: p.lng,
      draggable: askingOrigin,
      label: t({ id: "request.map.origin", message: "Pick-up" }),
    });
  }
  if (destinationPoint) {
    markers.push({
      id: "destination",
      kind: "destination",
      lat: destinationPoint.lat,
      lng: destinationPoint.lng,
      draggable: askingDestination,
      label: t({ id: "request.map.destination", message: "Delivery address" }),
    });
  }
  const focus = askingOrigin ? (originPoint ?? DEFAULT_CENTER) : (destinationPoint ?? originPoint ?? DEFAULT_CENTER);

  return (
    <LazyMap
      center={focus}
      zoom={ZOOM_REQUEST}
      markers={markers}
      areas={props.areas ?? undefined}
      height={props.height}
      label={t({ id: "request.map.label", message: "Map of the pick-up and the delivery address" })}
      testId="request-map"
      onMarkerDragEnd={(_id, position) => actor.send({ type: "PIN.MOVED", latitude: position.lat, longitude: position.lng })}
    />
  );
}
