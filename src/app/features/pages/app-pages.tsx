// The app's pages on the selected vendor. They are real routes with their headings; the request
// flow, tracking, history, bulk upload and help centre fill them in later issues.
import { Trans } from "@lingui/react/macro";
import { Text } from "@mantine/core";
import { useVendorSync } from "./use-vendor-route";
import { NotYetAvailable, VendorPageFrame } from "./vendor-page-frame";

export function RequestPage(props: { vendorId?: string; orderId?: string }) {
  useVendorSync("request-a-rider", props.vendorId);
  const orderId = props.orderId;
  return (
    <VendorPageFrame title={<Trans id="request.title">Request a rider</Trans>}>
      {orderId ? (
        <Text data-testid="update-mode">
          <Trans id="request.update-mode">Updating order {orderId}</Trans>
        </Text>
      ) : null}
      <NotYetAvailable>
        <Trans id="request.not-yet-available">The request form is not available yet in this version of the portal.</Trans>
      </NotYetAvailable>
    </VendorPageFrame>
  );
}

export function OrderTrackingPage(props: { vendorId?: string; orderId?: string }) {
  useVendorSync("order-tracking", props.vendorId);
  const orderId = props.orderId;
  return (
    <VendorPageFrame title={<Trans id="order-tracking.title">Order tracking</Trans>}>
      {orderId ? (
        <Text>
          <Trans id="order-tracking.selected">Selected order: {orderId}</Trans>
        </Text>
      ) : null}
      <NotYetAvailable>
        <Trans id="order-tracking.not-yet-available">Active orders are not available yet in this version of the portal.</Trans>
      </NotYetAvailable>
    </VendorPageFrame>
  );
}

export function HistoryPage(props: { vendorId?: string; orderId?: string }) {
  useVendorSync("history", props.vendorId);
  const orderId = props.orderId;
  return (
    <VendorPageFrame title={<Trans id="history.title">History</Trans>}>
      {orderId ? (
        <Text>
          <Trans id="order-tracking.selected">Selected order: {orderId}</Trans>
        </Text>
      ) : null}
      <NotYetAvailable>
        <Trans id="history.not-yet-available">Past orders are not available yet in this version of the portal.</Trans>
      </NotYetAvailable>
    </VendorPageFrame>
  );
}

export function BulkOrderPage(props: { vendorId?: string; bulkJobId?: string }) {
  useVendorSync("bulk-order", props.vendorId);
  const jobId = props.bulkJobId;
  return (
    <VendorPageFrame title={jobId ? <Trans id="bulk.job.title">Bulk job {jobId}</Trans> : <Trans id="bulk.title">Bulk order</Trans>}>
      <NotYetAvailable>
        <Trans id="bulk.not-yet-available">Bulk upload is not available yet in this version of the portal.</Trans>
      </NotYetAvailable>
    </VendorPageFrame>
  );
}

export function HelpCentrePage(props: { vendorId: string }) {
  useVendorSync("helpcenter", props.vendorId);
  return (
    <VendorPageFrame title={<Trans id="helpcenter.title">Help centre</Trans>}>
      <NotYetAvailable>
        <Trans id="helpcenter.not-yet-available">The help centre is not available yet in this version of the portal.</Trans>
      </NotYetAvailable>
    </VendorPageFrame>
  );
}
