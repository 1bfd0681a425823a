// The app's main sections: Request a rider, Order tracking, History and Bulk order (flag
// bulk-order-upload). Links carry the selected vendor in the path. Guests have no history (spec
// 001 §6) and no bulk upload.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { selectIsGuestVendor, selectSelectedVendorId } from "@machines/vendors/vendors.selectors";
import { Link, useRouterState } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useChild } from "../../app-context";
import { useFlags, useSessionView } from "../../components/use-session-view";
import { sectionOf, type VendorSection, vendorPath } from "./vendor-paths";

const LABELS = {
  "request-a-rider": msg({ id: "nav.request-a-rider", message: "Request a rider" }),
  "order-tracking": msg({ id: "nav.order-tracking", message: "Order tracking" }),
  history: msg({ id: "nav.history", message: "History" }),
  "bulk-order": msg({ id: "nav.bulk-order", message: "Bulk order" }),
};

type NavSection = keyof typeof LABELS;

export function useNavItems() {
  const vendors = useChild("vendors");
  const { kind } = useSessionView();
  const flags = useFlags();
  const vendorId = useSelector(vendors, selectSelectedVendorId);
  const guestVendor = useSelector(vendors, selectIsGuestVendor);
  const sections: NavSection[] = ["request-a-rider", "order-tracking"];
  if (kind !== "guest") sections.push("history");
  if (kind !== "guest" && flags["bulk-order-upload"]) sections.push("bulk-order");
  return sections.map((section) => ({
    section,
    label: LABELS[section],
    href: vendorId && !guestVendor ? vendorPath(section, vendorId) : `/${section}`,
  }));
}

export function NavLinks(props: { variant: "tabs" | "drawer"; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const items = useNavItems();
  const current: VendorSection | null = useRouterState({ select: (s) => sectionOf(s.location.pathname) });
  return (
    <ul className={props.variant === "tabs" ? "nav-tabs" : "nav-list"}>
      {items.map((item) => (
        <li key={item.section}>
          <Link
            to={item.href}
            className={props.variant === "tabs" ? "nav-tab" : "nav-item"}
            aria-current={current === item.section ? "page" : undefined}
            data-active={current === item.section || undefined}
            onClick={props.onNavigate}
            data-testid={`nav-${item.section}`}
          >
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
