// Layout of the signed-in vendor pages: the page, the round help-centre button and, once after a
// first sign-in, the welcome walkthrough. Both are their own lazy chunks (and the help panel another,
// loaded on the first click), so no page loads their code before it is shown.
import { selectWelcomeShown } from "@machines/welcome/welcome.selectors";
import { Outlet } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import { useChild } from "../../app-context";

const HelpButton = lazy(() => import("./help-button"));
const WelcomeWalkthrough = lazy(() => import("./welcome-walkthrough"));

export function AuthenticatedLayout() {
  const welcome = useChild("welcome");
  const welcomeShown = useSelector(welcome, selectWelcomeShown);
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <HelpButton />
        {welcomeShown ? <WelcomeWalkthrough welcome={welcome} /> : null}
      </Suspense>
    </>
  );
}
