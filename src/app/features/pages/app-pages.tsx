// Pages on the selected vendor that later issues fill in: the help centre (bulk upload has its own
// feature, features/bulk). They are real routes with their headings.
// The route's vendor is selected by the router (the vendor routes' layout), not here.
import { Trans } from "@lingui/react/macro";
import { NotYetAvailable, VendorPageFrame } from "../../components/vendor-page-frame";

export function HelpCentrePage(_props: { vendorId: string }) {
  return (
    <VendorPageFrame title={<Trans id="helpcenter.title">Help centre</Trans>}>
      <NotYetAvailable>
        <Trans id="helpcenter.not-yet-available">The help centre is not available yet in this version of the portal.</Trans>
      </NotYetAvailable>
    </VendorPageFrame>
  );
}
