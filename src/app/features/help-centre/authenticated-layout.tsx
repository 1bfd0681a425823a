// Layout of the signed-in vendor pages: the page and the round help-centre button, its own lazy
// chunk (and the help panel another, loaded on the first click), so no page loads the help centre's
// code before it is shown.
import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

const HelpButton = lazy(() => import("./help-button"));

export function AuthenticatedLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <HelpButton />
      </Suspense>
    </>
  );
}
