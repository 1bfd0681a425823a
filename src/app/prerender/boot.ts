// Bootstrap of a prerendered page (issue 14). The prerendered HTML (src/app/prerender/entry-server.tsx)
// does not carry the portal's entry <script type="module"> and its ~50 <link rel="modulepreload">
// where the browser would fetch them at once, competing with the style sheets on a slow line and
// delaying the first paint: they sit inert inside <template id="rrp-app-scripts"> (nothing inside a
// template is fetched or run). This module, a few hundred bytes and an external file of the portal's
// own origin (the Content-Security-Policy allows no inline script), runs once the document is parsed
// and its style sheets have loaded (a module script waits for both); after the frame that painted the
// page (requestAnimationFrame, then a task) it copies those elements into <head>, and the browser
// fetches and runs the portal exactly as from the plain index.html. A hidden tab has no frame to wait
// for (requestAnimationFrame does not run there): it starts the portal at once.
// Until the portal has taken the page over, a submit of a prerendered form is held, not lost: the
// renderer wrote the submit buttons disabled (without this module a native submit would put the
// password into the URL); here they are enabled, and each submit React does not answer is cancelled and
// remembered on #root (data-held-submit), which the takeover sends again until React answers it
// (prerender-takeover.ts).
// It imports nothing, so the build gives it a chunk of its own (vite.config.ts, input "prerender-boot").

// The names of src/config/prerender.ts, repeated: this module imports nothing (a shared chunk would be
// one more request before the paint). tests/app/prerender-boot.test.ts checks they agree.
/** The id of the template holding the portal's scripts (the renderer writes it: entry-server.tsx). */
export const APP_SCRIPTS_ID = "rrp-app-scripts";

/** On #root: the index of the prerendered form whose submit is held (the takeover sends it again). */
export const HELD_SUBMIT = "data-held-submit";
/** The renderer's mark on the buttons it disabled. */
export const PRERENDER_DISABLED = "data-prerender-disabled";

/**
 * Holds the submits of the prerendered forms (those on the page now) that React did not answer, and
 * enables their buttons. Listening where the event ends (the document, bubbling), after React's own
 * listener on #root: a submit React answered is cancelled already (its handler calls preventDefault);
 * one it could not answer yet (the page is not hydrated, or only in part) is cancelled here and
 * remembered, never sent natively. A form React renders afresh is a new element, React's alone.
 */
export function holdSubmits(doc: Document): void {
  const root = doc.getElementById("root");
  if (!root) return;
  const prerendered = new Set<Element>(root.querySelectorAll("form"));
  doc.addEventListener("submit", (e) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !prerendered.has(form) || e.defaultPrevented) return;
    e.preventDefault();
    root.setAttribute(HELD_SUBMIT, String(Array.from(root.querySelectorAll("form")).indexOf(form)));
  });
  for (const button of root.querySelectorAll(`[${PRERENDER_DISABLED}]`)) button.removeAttribute("disabled");
}

/** Moves the template's elements into <head> as live elements (a script copied from a template would not run). */
export function startApp(doc: Document): void {
  const template = doc.getElementById(APP_SCRIPTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const inert of Array.from(template.content.children)) {
    const live = doc.createElement(inert.localName);
    for (const attr of Array.from(inert.attributes)) live.setAttribute(attr.name, attr.value);
    doc.head.append(live);
  }
  template.remove();
}

/** Starts the portal after the first paint (or at once in a hidden tab). */
export function startAfterPaint(doc: Document, win: Pick<Window, "requestAnimationFrame" | "setTimeout">): void {
  if (doc.visibilityState === "hidden") startApp(doc);
  else win.requestAnimationFrame(() => win.setTimeout(() => startApp(doc), 0));
}

if (typeof document !== "undefined" && document.getElementById(APP_SCRIPTS_ID)) {
  holdSubmits(document);
  startAfterPaint(document, window);
}
