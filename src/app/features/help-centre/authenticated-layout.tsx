// Layout of the signed-in vendor pages: the page, the round help-centre button and the GODROID
// notice (godroid-popup flag). The button is a few plain elements in this layout's own chunk, so a
// page shows it without fetching anything more, and the same files load whether or not the
// helpcenter flag shows it; the help centre's code (the panel, the view and bridge, the machine and
// its calls) loads on the first opening only (measured: e2e/help-centre-measure.spec.ts).
import { Outlet } from "@tanstack/react-router";
import { GodroidPopup } from "../../components/godroid-popup";
import { HelpButton } from "./help-button";

export function AuthenticatedLayout() {
  return (
    <>
      <Outlet />
      <GodroidPopup />
      <HelpButton />
    </>
  );
}
