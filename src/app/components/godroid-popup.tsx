// godroid-popup flag (second file §9 names it only; our reading, also in src/domain/flags.ts): in
// GODROID mode (the portal embedded in the partner app, signed in through its platform token) a
// notice greets the vendor once per visit: orders requested here are for the vendor the partner
// app chose, and switching vendors or signing out happens in the partner app. Without the flag, or
// in any other mode, nothing is shown. Whether it was read is view state of this notice alone.
// The dialog (godroid-notice.tsx, with Mantine's Modal) is imported only when the notice shows (issue 14).
import { selectSelectedVendor } from "@machines/vendors/vendors.selectors";
import { useSelector } from "@xstate/react";
import { lazy, Suspense, useState } from "react";
import { useChild } from "../app-context";
import { type ViewerKind, useFlags, useSessionView } from "./use-session-view";

const GodroidNotice = lazy(() => import("./godroid-notice").then((m) => ({ default: m.GodroidNotice })));

export const showsGodroidPopup = (kind: ViewerKind, flag: boolean): boolean => kind === "godroid" && flag;

export function GodroidPopup() {
  const { kind } = useSessionView();
  const flags = useFlags();
  const vendors = useChild("vendors");
  const vendor = useSelector(vendors, selectSelectedVendor);
  const [read, setRead] = useState(false);
  if (!showsGodroidPopup(kind, flags["godroid-popup"])) return null;
  return (
    <Suspense fallback={null}>
      <GodroidNotice opened={!read} vendorName={vendor?.vendor_information.name ?? ""} onClose={() => setRead(true)} />
    </Suspense>
  );
}
