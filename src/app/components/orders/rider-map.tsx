// The order's map block (shown only when showFullMap allows it: not for NEW, RECEIVED,
// WAITING_FOR_TRANSPORT): the outlet, the customer and the rider's last polled position on the lazy
// MapLibre map (its code loads only when this block renders, never with the first load), and the
// same three points as text for anyone who does not use the map.
import type { OrderRecord, Rider, Vendor } from "@domain/contract";
import { Trans } from "@lingui/react/macro";
import { shouldPollRider } from "@domain/orders";
import { useLingui } from "@lingui/react/macro";
import { List, Stack, Text, Title } from "@mantine/core";
import { LazyMap, type MapMarker } from "../map";
import { formatCoordinate } from "./format";

type Point = { latitude: number; longitude: number };

const pointText = (p: Point) => `${formatCoordinate(p.latitude)}, ${formatCoordinate(p.longitude)}`;

/** Zoom of the order map: the neighbourhood of the outlet and the customer. */
export const ORDER_MAP_ZOOM = 13;

export function RiderMap(props: { order: OrderRecord; rider: Rider | null; outlet: Vendor | null }) {
  const { order, rider, outlet } = props;
  const loc = outlet?.vendor_information.location;
  const outletPoint = loc && loc.latitude !== null && loc.longitude !== null ? { latitude: loc.latitude, longitude: loc.longitude } : null;
  const c = order.customer.location;
  const customerPoint = c.latitude !== null && c.longitude !== null ? { latitude: c.latitude, longitude: c.longitude } : null;
  const outletText = outletPoint ? pointText(outletPoint) : "";
  const customerText = customerPoint ? pointText(customerPoint) : "";
  const riderText = rider ? pointText(rider) : "";
  const { t } = useLingui();
  const markers: MapMarker[] = [];
  if (outletPoint)
    markers.push({ id: "outlet", kind: "outlet", lat: outletPoint.latitude, lng: outletPoint.longitude, label: t({ id: "order.map.outlet", message: `Outlet: ${outletText}` }) });
  if (customerPoint)
    markers.push({
      id: "customer",
      kind: "destination",
      lat: customerPoint.latitude,
      lng: customerPoint.longitude,
      label: t({ id: "order.map.customer", message: `Customer: ${customerText}` }),
    });
  if (rider) markers.push({ id: "rider", kind: "rider", lat: rider.latitude, lng: rider.longitude, label: t({ id: "order.map.rider", message: `Rider: ${riderText}` }) });
  // A steady centre between the outlet and the customer: the rider's marker moves, the map does not.
  const anchors = [outletPoint, customerPoint].filter((p): p is Point => p !== null);
  const center = anchors.length
    ? { lat: anchors.reduce((s, p) => s + p.latitude, 0) / anchors.length, lng: anchors.reduce((s, p) => s + p.longitude, 0) / anchors.length }
    : rider
      ? { lat: rider.latitude, lng: rider.longitude }
      : null;
  return (
    <Stack gap={4} data-testid="order-map">
      <Title order={3} size="h5">
        <Trans id="order.map">Map</Trans>
      </Title>
      {center ? (
        <LazyMap
          center={center}
          zoom={ORDER_MAP_ZOOM}
          markers={markers}
          height={320}
          label={t({ id: "order.map.label", message: "Map of the order: outlet, customer and rider" })}
          testId="order-map-canvas"
        />
      ) : null}
      <List size="sm" spacing={2}>
        {outletPoint ? (
          <List.Item>
            <Trans id="order.map.outlet">Outlet: {outletText}</Trans>
          </List.Item>
        ) : null}
        {customerPoint ? (
          <List.Item>
            <Trans id="order.map.customer">Customer: {customerText}</Trans>
          </List.Item>
        ) : null}
        {rider ? (
          <List.Item>
            <Trans id="order.map.rider">Rider: {riderText}</Trans>
          </List.Item>
        ) : null}
      </List>
      {!rider && shouldPollRider(order.status) ? (
        <Text size="xs" c="dimmed">
          <Trans id="order.map.no-rider">The rider's position appears once a rider is on the way.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
