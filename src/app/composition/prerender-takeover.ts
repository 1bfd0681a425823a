// Taking over a prerendered page (issue 14, main.tsx): the platform may send the landing and the
// recipient's pages as HTML rendered by src/app/prerender/entry-server.tsx, marked on #root with what
// it was rendered for (data-prerender). The portal hydrates that DOM only when it lands on the same
// route, in the same language, under the same flags; and what the visitor typed into the login form
// before the scripts arrived is handed to the login machine first (the same events the form sends),
// so the hydrated form shows it instead of the machine's empty values; what is typed while React
// hydrates is handed on the same way. The renderer disabled the forms' submit buttons (a native
// submit would send the password in the URL): the bootstrap (prerender/boot.ts) enables them at the
// first paint and holds any submit React does not answer; the takeover sends it again until React
// answers it (hydration is concurrent: a form can carry React's props before React handles its events).
// A chunk of its own: main.tsx imports it only when #root carries the landing's prerender mark.
import { flagsKey, HELD_SUBMIT, PRERENDER_DISABLED, type PrerenderMark } from "@config/prerender";
import type { AppChildren } from "@machines/app/app.machine";
import { selectAppFlags } from "@machines/app/app.selectors";
import { selectLoginReady } from "@machines/login/login.selectors";
import { waitFor } from "xstate";
import type { AppActor } from "../app-context";

/** React owns the element: its props are on it (set when React renders or hydrates it). */
const isReacts = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactProps$"));

/** The prerendered DOM is what the portal would render now: same leaf route, language and flags. */
export function canHydrate(mark: PrerenderMark, now: { routeId: string | undefined; locale: string; app: AppActor }): boolean {
  return now.routeId === mark.routeId && now.locale === mark.lang && flagsKey(selectAppFlags(now.app.getSnapshot())) === mark.flags;
}

/**
 * Sends what was typed into the prerendered login form to the login machine (once it edits), and
 * whatever is typed until React owns the form (the form's own handlers send the same values after).
 */
export async function carryTypedLogin(container: HTMLElement, app: AppActor): Promise<void> {
  const form = container.querySelector<HTMLFormElement>('form[data-testid="login-form"]');
  const login = app.system.get("login") as AppChildren["login"] | undefined;
  if (!form || !login) return;
  await waitFor(login, selectLoginReady);
  const send = (input: HTMLInputElement) => {
    if (input.name === "email" || input.name === "password") login.send({ type: "FIELD.CHANGED", field: input.name, value: input.value });
    else if (input.name === "terms") login.send({ type: "TERMS.CHANGED", accepted: input.checked });
  };
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name="email"], input[name="password"], input[name="terms"]')) {
    if (input.type === "checkbox" ? input.checked : input.value) send(input);
  }
  const onInput = (e: Event) => {
    if (e.target instanceof HTMLInputElement) send(e.target);
  };
  form.addEventListener("input", onInput, true);
  form.addEventListener("change", onInput, true);
  // Once React owns the fields (its props are on them), its handlers carry on alone.
  const stop = () => {
    const email = form.querySelector('input[name="email"]');
    if (!email || Object.keys(email).some((k) => k.startsWith("__reactProps$"))) {
      form.removeEventListener("input", onInput, true);
      form.removeEventListener("change", onInput, true);
    } else requestAnimationFrame(stop);
  };
  requestAnimationFrame(stop);
}

/** Enables what the renderer disabled until the takeover (the DOM is then what React renders). */
export function enablePrerenderedForms(container: HTMLElement): void {
  for (const el of container.querySelectorAll(`[${PRERENDER_DISABLED}]`)) {
    el.removeAttribute("disabled");
    el.removeAttribute(PRERENDER_DISABLED);
  }
}

/**
 * The submit the bootstrap held before the takeover (boot.ts), sent again with what was typed
 * (carryTypedLogin handed it to the machine) once React owns that form, and each frame after while
 * React does not answer it yet (the bootstrap holds it again): the visitor's click is not lost.
 * Given up after `frames` frames, or when the form is gone.
 */
export function replayHeldSubmit(
  container: HTMLElement,
  {
    nextFrame = (cb) => requestAnimationFrame(cb),
    owned = isReacts,
    frames = 1200,
  }: { nextFrame?: (cb: () => void) => void; owned?: (form: HTMLFormElement) => boolean; frames?: number } = {},
): void {
  const held = container.getAttribute(HELD_SUBMIT);
  if (held === null) return;
  container.removeAttribute(HELD_SUBMIT);
  let left = frames;
  const attempt = () => {
    // Queried each frame: a part React could not hydrate is rendered afresh, with a new form element.
    const form = container.querySelectorAll("form")[Number(held)];
    if (!form || left-- <= 0) return;
    if (owned(form)) {
      form.requestSubmit();
      // Dispatched synchronously: held again means React did not answer it.
      if (!container.hasAttribute(HELD_SUBMIT)) return;
      container.removeAttribute(HELD_SUBMIT);
    }
    nextFrame(attempt);
  };
  attempt();
}
