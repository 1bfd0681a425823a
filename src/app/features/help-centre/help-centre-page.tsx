// The mobile help centre, the full page /helpcenter/{vendorID} (second file §2): the help centre is
// opened when the page is shown and closed when it is left; the content is the same iframe and
// bridge as the desktop panel.
import { Trans } from "@lingui/react/macro";
import { Loader } from "@mantine/core";
import { useEffect } from "react";
import { useChild } from "../../app-context";
import { VendorPageFrame } from "../../components/vendor-page-frame";
import { HelpCentreView } from "./help-centre-view";
import { useHelpOpening } from "./use-help-opening";

export default function HelpCentrePage(props: { vendorId: string }) {
  const help = useHelpOpening();
  const helpCentre = useChild("helpCentre");
  const { available, open, close } = help;
  // Showing the page is the opening (the root decides whether it may, and for which vendor).
  // biome-ignore lint/correctness/useExhaustiveDependencies: open and close are new functions each render; the vendor and availability decide.
  useEffect(() => {
    if (!available) return;
    open();
    return close;
  }, [available, props.vendorId]);
  return (
    <VendorPageFrame title={<Trans id="helpcenter.title">Help centre</Trans>}>
      {helpCentre ? <HelpCentreView helpCentre={helpCentre} height="calc(100dvh - 220px)" /> : (
        <div role="status">
          <Loader aria-hidden />
          <span className="visually-hidden">
            <Trans id="helpcenter.loading">Loading the help centre…</Trans>
          </span>
        </div>
      )}
    </VendorPageFrame>
  );
}
