// The order's map block (shown only when showFullMap allows it: not for NEW, RECEIVED,
// WAITING_FOR_TRANSPORT): the pickup (the outlet, or a guest's own pickup address), the customer and
// the rider's last polled position on the lazy MapLibre map (its code loads only when this block
// renders, never with the first load). The view frames every marker it shows (fitView, computed for
// the narrowest panel, so a wider one only shows more around them), and the same points are listed
// in words for anyone who does not use the map — names and addresses, never raw coordinates.
import type { OrderRecord, Rider, Vendor } from "@domain/contract";
import { shouldPollRider } from "@domain/orders";
import { vendorLabel } from "@domain/vendors";
import { Trans, useLingui } from "@lingui/react/macro";
import { List, Stack, Text, Title } from "@mantine/core";
import { fitView, LazyMap, type MapMarker } from "../map";

type Point = { latitude: number; longitude: number };

/** The box the view is framed for: the details panel on a phone. */
export const ORDER_MAP_BOX = { width: 320, height: 320, padding: 56, maxZoom: 16 };

const pointOf = (p: { latitude: number | null; longitude: number | null } | null | undefined): Point | null =>
  p && p.latitude !== null && p.longitude !== null ? { latitude: p.latitude, longitude: p.longitude } : null;

export function RiderMap(props: { order: OrderRecord; rider: Rider | null; outlet: Vendor | null }) {
  const { order, rider, outlet } = props;
  const { t } = useLingui();
  const loc = outlet?.vendor_information.location;
  // A guest's order is picked up at its own pickup address, not at the placeholder vendor.
  const pickup = order.pickup ?? null;
  const outletPoint = pickup ? pointOf(pickup) : pointOf(loc);
  const outletName = pickup ? pickup.address : outlet ? vendorLabel(outlet) : order.vendor_id;
  const outletAddress = pickup ? "" : (loc?.address_text ?? "");
  const customerPoint = pointOf(order.customer.location);
  const customerAddress = order.customer.location.address;
  const riderName = rider?.name ?? "";
  const markers: MapMarker[] = [];
  if (outletPoint)
    markers.push({ id: "outlet", kind: "outlet", lat: outletPoint.latitude, lng: outletPoint.longitude, label: t({ id: "order.map.outlet-named", message: `Outlet: ${outletName}` }) });
  if (customerPoint)
    markers.push({
      id: "customer",
      kind: "destination",
      lat: customerPoint.latitude,
      lng: customerPoint.longitude,
      label: t({ id: "order.map.customer-named", message: `Customer: ${customerAddress}` }),
    });
  if (rider) markers.push({ id: "rider", kind: "rider", lat: rider.latitude, lng: rider.longitude, label: t({ id: "order.map.rider-named", message: `Rider: ${riderName}` }) });
  // Framed on the outlet and the customer, and the rider rounded to about 100 m so the view does not
  // chase every move of its marker (the padding keeps it inside).
  const view = fitView(
    markers.map((m) => (m.kind === "rider" ? { lat: Math.round(m.lat * 1000) / 1000, lng: Math.round(m.lng * 1000) / 1000 } : { lat: m.lat, lng: m.lng })),
    ORDER_MAP_BOX,
  );
  return (
    <Stack gap={4} data-testid="order-map">
      <Title order={3} size="h5">
        <Trans id="order.map">Map</Trans>
      </Title>
      {view ? (
        <LazyMap
          center={view.center}
          zoom={view.zoom}
          markers={markers}
          height={ORDER_MAP_BOX.height}
          label={t({ id: "order.map.label", message: "Map of the order: outlet, customer and rider" })}
          testId="order-map-canvas"
        />
      ) : null}
      <List size="sm" spacing={2}>
        {outletPoint ? (
          <List.Item>
            <Trans id="order.map.outlet-named">Outlet: {outletName}</Trans>
            {outletAddress ? `, ${outletAddress}` : null}
          </List.Item>
        ) : null}
        {customerPoint ? (
          <List.Item>
            <Trans id="order.map.customer-named">Customer: {customerAddress}</Trans>
          </List.Item>
        ) : null}
        {rider ? (
          <List.Item>
            <Trans id="order.map.rider-named">Rider: {riderName}</Trans>
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
