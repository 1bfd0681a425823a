// The welcome walkthrough's place in the root layout: the walkthrough (welcome-walkthrough.tsx, with
// Mantine's Modal) is imported when the welcome machine first shows it, not with the first load.
import { selectWelcomeShown } from "@machines/welcome/welcome.selectors";
import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import { useChild } from "../../app-context";

const WelcomeWalkthrough = lazy(() => import("./welcome-walkthrough").then((m) => ({ default: m.WelcomeWalkthrough })));

/** The walkthrough while the welcome machine shows it (rendered by the root layout). */
export function WelcomeHost() {
  const welcome = useChild("welcome");
  const shown = useSelector(welcome, selectWelcomeShown);
  return shown ? (
    <Suspense fallback={null}>
      <WelcomeWalkthrough welcome={welcome} />
    </Suspense>
  ) : null;
}
