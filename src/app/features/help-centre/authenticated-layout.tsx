// Layout of the signed-in vendor pages: the page and the round help-centre button, its own lazy
// chunk (and the help panel another, loaded on the first click), so no page loads the help centre's
// code before it is shown; the GODROID notice (godroid-popup flag).
import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { GodroidPopup } from "../../components/godroid-popup";

const HelpButton = lazy(() => import("./help-button"));

export function AuthenticatedLayout() {
  return (
    <>
      <Outlet />
      <GodroidPopup />
      <Suspense fallback={null}>
        <HelpButton />
      </Suspense>
    </>
  );
}
