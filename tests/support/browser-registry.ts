// The charts whose transition-covering browser paths also run in Chromium against the real platform
// (e2e/chart-paths.spec.ts, page actions and UI assertions in e2e/pages/chart-paths.ts).
import { requestFlowBrowser } from "../machines/request-flow/request-flow.browser";
import { sessionBrowser } from "../machines/session/session.browser";
import type { BrowserModel } from "./browser-paths";
import type { ModelPath } from "./model-paths";

export const BROWSER_MODELS: BrowserModel[] = [sessionBrowser, requestFlowBrowser];

/** Short label of a path for test titles and reports: the user's events and where it ends. */
export function pathLabel(path: ModelPath, model: BrowserModel): string {
  const user = path.steps
    .slice(1)
    .map((s) => s.event.type)
    .filter((t) => model.userEvents.includes(t));
  const end = model.view(path.state);
  return `${user.join(" → ") || "(start)"} ⇒ ${end}`;
}
