// Taking over a prerendered page (issue 14, main.tsx): the platform may send the landing and the
// recipient's pages as HTML rendered by src/app/prerender/entry-server.tsx, marked on #root with what
// it was rendered for (data-prerender). The portal hydrates that DOM only when it lands on the same
// route, in the same language, under the same flags; and what the visitor typed into the login form
// before the scripts arrived is handed to the login machine first (the same events the form sends),
// so the hydrated form shows it instead of the machine's empty values.
import { flagsKey, type PrerenderMark } from "@config/prerender";
import type { AppChildren } from "@machines/app/app.machine";
import { selectAppFlags } from "@machines/app/app.selectors";
import { selectLoginReady } from "@machines/login/login.selectors";
import { waitFor } from "xstate";
import type { AppActor } from "../app-context";

/** The prerender's mark on #root, if the page was prerendered. */
export function readPrerenderMark(container: HTMLElement): PrerenderMark | null {
  try {
    return container.dataset.prerender ? (JSON.parse(container.dataset.prerender) as PrerenderMark) : null;
  } catch {
    return null;
  }
}

/** The prerendered DOM is what the portal would render now: same leaf route, language and flags. */
export function canHydrate(mark: PrerenderMark, now: { routeId: string | undefined; locale: string; app: AppActor }): boolean {
  return now.routeId === mark.routeId && now.locale === mark.lang && flagsKey(selectAppFlags(now.app.getSnapshot())) === mark.flags;
}

/** Sends what was typed into the prerendered login form to the login machine (once it edits). */
export async function carryTypedLogin(container: HTMLElement, app: AppActor): Promise<void> {
  const form = container.querySelector<HTMLFormElement>('form[data-testid="login-form"]');
  const login = app.system.get("login") as AppChildren["login"] | undefined;
  if (!form || !login) return;
  await waitFor(login, selectLoginReady);
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  for (const name of ["email", "password"] as const) {
    const value = field(name)?.value ?? "";
    if (value) login.send({ type: "FIELD.CHANGED", field: name, value });
  }
  if (field("terms")?.checked) login.send({ type: "TERMS.CHANGED", accepted: true });
}
