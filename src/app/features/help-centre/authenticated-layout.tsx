// Layout of the signed-in vendor pages: the page and the round help-centre button (which the signed-
// out pages never load: this file is the authenticated route's chunk).
import { Outlet } from "@tanstack/react-router";
import { HelpButton } from "./help-button";

export function AuthenticatedLayout() {
  return (
    <>
      <Outlet />
      <HelpButton />
    </>
  );
}
