// The round help-centre button (second file §2): on desktop it opens the help panel (its own lazy
// chunk with the iframe and the bridge, loaded on the first click); on mobile it is a link to the
// full page /helpcenter/{vendorID}. Not shown to guests, in GODROID mode, with the Helpcenter flag
// off, or on the help page itself. Plain elements (no Mantine components): it is part of the vendor
// pages' layout chunk, and adds nothing else to a first load.
import { useLingui } from "@lingui/react/macro";
import { selectIsHelpOpen } from "@machines/help-centre/help-centre.selectors";
import { useMediaQuery } from "@mantine/hooks";
import { IconHelp } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import { useChild } from "../../app-context";
import { useHelpOpening } from "./use-help-opening";

const HelpPanel = lazy(() => import("./help-panel"));

export function HelpButton() {
  const { t } = useLingui();
  const help = useHelpOpening();
  const mobile = useMediaQuery("(max-width: 48em)") ?? false;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const helpCentre = useChild("helpCentre");
  const open = useSelector(helpCentre, (s) => (s ? selectIsHelpOpen(s) : false));
  if (!help.available || !help.vendorId || pathname.startsWith("/helpcenter")) return null;
  const label = t({ id: "helpcenter.open", message: "Open the help centre" });
  const icon = <IconHelp size={30} aria-hidden />;
  if (mobile)
    return (
      <Link to="/helpcenter/$vendorId" params={{ vendorId: help.vendorId }} className="help-button" aria-label={label} title={label} data-testid="help-button">
        {icon}
      </Link>
    );
  return open ? (
    <Suspense fallback={null}>
      <HelpPanel />
    </Suspense>
  ) : (
    <button type="button" className="help-button" aria-label={label} title={label} data-testid="help-button" onClick={help.open}>
      {icon}
    </button>
  );
}
