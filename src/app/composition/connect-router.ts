// The router tells the root machine where the user is: after every load (a navigation, a redirect's
// target, the guards re-run), before the page mounts, PAGE.CHANGED {pathname, search, now}. The root
// decides from it which page flows run (machines/app/app.machine.ts, region `page`).
import type { AnyRouter } from "@tanstack/react-router";
import type { AppActor } from "../app-context";

export function connectRouter(app: AppActor, router: AnyRouter, now: () => number): () => void {
  return router.subscribe("onLoad", (event) => {
    const location = event.toLocation;
    app.send({ type: "PAGE.CHANGED", pathname: location.pathname, search: location.search as Record<string, unknown>, now: now() });
  });
}
