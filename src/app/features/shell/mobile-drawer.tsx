// The mobile side drawer: links Request, Tracking, History (and Bulk order), the branch selector
// and toggle, partner link, help centre, language and logout (or login/register).
// Width 384 px on desktop-sized viewports (≥ 576 px), full width on small screens; a header with
// the title and the close button on both.
// It starts 57 px from the top (below the mobile top bar) except in GODROID mode, where it takes
// the full height. Position "right" is logical in Mantine: it opens on the right in left-to-right
// languages and on the left in right-to-left ones (Mantine's Drawer flips it with the direction).
import { Trans, useLingui } from "@lingui/react/macro";
import { Divider, Drawer, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useOpenedAfterMount } from "../../components/use-once-true";
import { useSessionView } from "../../components/use-session-view";
import { AccountActions } from "./account-actions";
import { AllOutletsToggle, BranchSelector } from "./branch-selector";
import { NavLinks } from "./nav-links";

export const DRAWER_WIDTH_PX = 384;
export const DRAWER_TOP_OFFSET_PX = 57;

export function MobileDrawer(props: { opened: boolean; onClose: () => void; showBranches: boolean }) {
  const { t } = useLingui();
  const { kind } = useSessionView();
  const wide = useMediaQuery("(min-width: 36em)", true);
  const top = kind === "godroid" ? 0 : DRAWER_TOP_OFFSET_PX;
  const signedIn = kind !== "signedOut";
  const opened = useOpenedAfterMount(props.opened);
  return (
    <Drawer
      opened={opened}
      onClose={props.onClose}
      position="right"
      size={wide ? DRAWER_WIDTH_PX : "100%"}
      title={t({ id: "nav.menu", message: "Menu" })}
      closeButtonProps={{ "aria-label": t({ id: "nav.close-menu", message: "Close menu" }) }}
      styles={{ inner: { top }, overlay: { top } }}
      data-testid="mobile-drawer"
    >
      <Stack gap="md">
        {signedIn ? (
          <nav aria-label={t({ id: "nav.main", message: "Main" })}>
            <NavLinks variant="drawer" onNavigate={props.onClose} />
          </nav>
        ) : null}
        {props.showBranches ? (
          <>
            <Divider />
            <BranchSelector layout="drawer" />
            <AllOutletsToggle />
          </>
        ) : null}
        <Divider label={<Trans id="nav.account">Account</Trans>} labelPosition="left" />
        <AccountActions onNavigate={props.onClose} />
      </Stack>
    </Drawer>
  );
}
