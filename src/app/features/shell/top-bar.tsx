// The navigation bar. Desktop (≥ 768 px): brand logo, branch selector and account popover, then
// a row with the section tabs (on app paths) and the all-outlets toggle. Mobile (< 768 px): one
// 57 px row with the menu icon, the selected vendor's name and id, and the logo; the menu opens
// the side drawer (mobile-drawer.tsx). Hidden on /tracking (see routes/__root.tsx).
import { useLingui } from "@lingui/react/macro";
import { selectCollectionPointReady } from "@machines/app/app.selectors";
import { selectIsGuestVendor, selectSelectedVendor } from "@machines/vendors/vendors.selectors";
import { ActionIcon, Box, Burger, Group, Loader, Paper, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconUserCircle } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { BrandLogo } from "../../components/brand-logo";
import { useAppSelector, useChild } from "../../app-context";
import { useSessionView } from "../../components/use-session-view";
import { useOnceTrue } from "../../components/use-once-true";
import { type KeyboardEvent, type ReactNode, lazy, Suspense, useEffect, useId, useRef } from "react";
import { AllOutletsToggle, BranchSelector } from "./branch-selector";
import { NavLinks } from "./nav-links";
import { isAppPath } from "./vendor-paths";

// Parts that are not on screen until asked for are not part of the first load (issue 14): the mobile
// drawer and the outlet dialog are imported when first opened. The account menu is a disclosure (a
// button with aria-expanded and the panel under it: focus moves into it when it opens, Escape closes it
// and gives focus back to the button, a click or focus outside closes it), so the shell every page
// renders needs no Popover and floating-ui.
const MobileDrawer = lazy(() => import("./mobile-drawer").then((m) => ({ default: m.MobileDrawer })));
const OutletDialog = lazy(() => import("./outlet-dialog").then((m) => ({ default: m.OutletDialog })));
// The account panel's content (with the language picker's radios) comes when the panel first opens.
const AccountActions = lazy(() => import("./account-actions").then((m) => ({ default: m.AccountActions })));


export function TopBar(props: { minimal?: boolean }) {
  const { t } = useLingui();
  const vendors = useChild("vendors");
  const { kind } = useSessionView();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onAppPath = isAppPath(pathname) && !props.minimal;
  const selected = useSelector(vendors, selectSelectedVendor);
  const guestVendor = useSelector(vendors, selectIsGuestVendor);
  const showBranches = onAppPath && (kind === "classic" || kind === "godroid") && !guestVendor;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [accountOpened, account] = useDisclosure(false);
  const drawerUsed = useOnceTrue(drawerOpened);
  // The dialog (and its view's chunk) exists once the root loaded its machine: the first opening.
  const outletDialogUsed = useAppSelector(selectCollectionPointReady);
  const homeTo = kind === "signedOut" ? "/" : "/request-a-rider";

  return (
    <Box component="header" className="top-bar" data-testid="top-bar">
      {/* Desktop */}
      <Box visibleFrom="sm">
        <Group className="top-bar__row" justify="space-between" wrap="nowrap" gap="md">
          <Link to={homeTo} className="top-bar__logo">
            <BrandLogo height={32} />
          </Link>
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            {showBranches ? <BranchSelector layout="bar" /> : null}
            {props.minimal ? null : (
              <AccountDisclosure
                opened={accountOpened}
                onToggle={account.toggle}
                onClose={account.close}
                label={t({ id: "account.menu", message: "Account" })}
              />
            )}
          </Group>
        </Group>
        {onAppPath ? (
          <Group className="top-bar__tabs" justify="space-between" wrap="nowrap">
            <nav aria-label={t({ id: "nav.main", message: "Main" })}>
              <NavLinks variant="tabs" />
            </nav>
            {showBranches ? <AllOutletsToggle /> : null}
          </Group>
        ) : null}
      </Box>
      {/* Mobile */}
      <Box hiddenFrom="sm">
        <Group className="top-bar__row top-bar__row--mobile" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {props.minimal ? null : (
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                aria-label={t({ id: "nav.menu", message: "Menu" })}
                aria-expanded={drawerOpened}
                data-testid="menu-button"
                size="sm"
              />
            )}
            {showBranches && selected ? (
              <div className="top-bar__vendor" data-testid="mobile-vendor">
                <Text size="sm" fw={600} truncate="end">
                  {selected.vendor_information.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {selected.vendor_id}
                </Text>
              </div>
            ) : (
              <Link to={homeTo} className="top-bar__logo">
                <BrandLogo height={28} />
              </Link>
            )}
          </Group>
          {showBranches ? (
            <Link to={homeTo} className="top-bar__logo">
              <BrandLogo height={24} compact />
            </Link>
          ) : null}
        </Group>
        {props.minimal || !drawerUsed ? null : (
          <Suspense fallback={null}>
            <MobileDrawer opened={drawerOpened} onClose={drawer.close} showBranches={showBranches} />
          </Suspense>
        )}
      </Box>
      {showBranches && outletDialogUsed ? (
        <Suspense fallback={null}>
          <OutletDialog />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** The account button and its panel (AccountActions), a disclosure at the inline end of the bar. */
function AccountDisclosure(props: { opened: boolean; onToggle: () => void; onClose: () => void; label: string }) {
  const { opened, onClose } = props;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A press outside the button and the panel closes it.
  useEffect(() => {
    if (!opened) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [opened, onClose]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !opened) return;
    event.stopPropagation();
    onClose();
    button.current?.focus();
  };
  return (
    <div
      ref={root}
      className="account-disclosure"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus that leaves for somewhere else on the page closes it (not focus lost to a re-render).
        const next = event.relatedTarget as Node | null;
        if (opened && next && !event.currentTarget.contains(next)) onClose();
      }}
    >
      <ActionIcon
        ref={button}
        variant="subtle"
        size="xl"
        radius="xl"
        aria-label={props.label}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={props.onToggle}
        data-testid="account-button"
      >
        <IconUserCircle size={30} aria-hidden />
      </ActionIcon>
      {opened ? (
        <Paper id={panelId} className="account-panel" shadow="md" p="md" withBorder data-testid="account-popover">
          <Suspense fallback={<Loader size="sm" />}>
            <FocusFirstControl>
              <AccountActions onNavigate={onClose} />
            </FocusFirstControl>
          </Suspense>
        </Paper>
      ) : null}
    </div>
  );
}

/** Opening the panel moves focus to its first control, as a menu does (once its content has loaded). */
function FocusFirstControl(props: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>("a[href], button:not(:disabled), input:not(:disabled)")?.focus();
  }, []);
  return <div ref={box}>{props.children}</div>;
}
