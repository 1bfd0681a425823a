// The round help-centre button (second file §2): on desktop it opens the help panel (its own lazy
// chunk with the iframe and the bridge, loaded on the first click); on mobile it goes to the full
// page /helpcenter/{vendorID}. Not shown to guests, in GODROID mode, with the Helpcenter flag off, or
// on the help page itself.
import { useLingui } from "@lingui/react/macro";
import { selectIsHelpOpen } from "@machines/help-centre/help-centre.selectors";
import { ActionIcon, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconHelp } from "@tabler/icons-react";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import { useChild } from "../../app-context";
import { useHelpOpening } from "./use-help-opening";

const HelpPanel = lazy(() => import("./help-panel"));

export function HelpButton() {
  const { t } = useLingui();
  const help = useHelpOpening();
  const mobile = useMediaQuery("(max-width: 48em)") ?? false;
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const helpCentre = useChild("helpCentre");
  const open = useSelector(helpCentre, (s) => (s ? selectIsHelpOpen(s) : false));
  const onHelpPage = pathname.startsWith("/helpcenter");
  if (!help.available || onHelpPage) return null;
  const label = t({ id: "helpcenter.open", message: "Open the help centre" });
  return (
    <>
      {open ? null : (
        <Tooltip label={label} position="left">
          <ActionIcon
            className="help-button"
            size={56}
            radius="xl"
            variant="filled"
            aria-label={label}
            data-testid="help-button"
            onClick={() => {
              if (mobile && help.vendorId) void navigate({ to: "/helpcenter/$vendorId", params: { vendorId: help.vendorId } });
              else help.open();
            }}
          >
            <IconHelp size={30} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {open && !mobile ? (
        <Suspense fallback={null}>
          <HelpPanel />
        </Suspense>
      ) : null}
    </>
  );
}
