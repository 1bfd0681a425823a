// Pages on the selected vendor that later issues fill in: bulk upload. They are
// real routes with their headings (the request flow, tracking and history have their own features).
// The route's vendor is selected by the router (the vendor routes' layout), not here.
import { Trans } from "@lingui/react/macro";
import { NotYetAvailable, VendorPageFrame } from "./vendor-page-frame";

export function BulkOrderPage(props: { vendorId?: string; bulkJobId?: string }) {
  const jobId = props.bulkJobId;
  return (
    <VendorPageFrame title={jobId ? <Trans id="bulk.job.title">Bulk job {jobId}</Trans> : <Trans id="bulk.title">Bulk order</Trans>}>
      <NotYetAvailable>
        <Trans id="bulk.not-yet-available">Bulk upload is not available yet in this version of the portal.</Trans>
      </NotYetAvailable>
    </VendorPageFrame>
  );
}
