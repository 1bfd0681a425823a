// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
// The prerendered pages' scripts (issue 14): the renderer moves the built index.html's entry script
// and module preloads into an inert template, with the bootstrap in their place (deferAppScripts);
// the bootstrap (src/app/prerender/boot.ts) puts them back into <head> only after the frame that
// painted the page, or at once in a hidden tab. A submit before the takeover is held (never a native
// submit, which would put the password into the URL) and sent again once React owns the form.
import * as config from "@config/prerender";
import { describe, expect, it } from "vitest";
import * as boot from "../../src/app/prerender/boot";
import { enablePrerenderedForms, replayHeldSubmit } from "../../src/app/composition/prerender-takeover";
const { APP_SCRIPTS_ID, startAfterPaint } = boot;
import { deferAppScripts } from "../../src/app/prerender/entry-server";

/** The shape of the built index.html (vite build): the entry, its module preloads, then the style sheet. */
const BUILT = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Request a rider</title>
    <script type="module" crossorigin src="/assets/index-hfPv1av3.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-WkwZ5CU-.js">
    <link rel="modulepreload" crossorigin href="/assets/dist-BKmyxTcN.js">
    <link rel="stylesheet" crossorigin href="/assets/index-PrLzk46-.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST = { "prerender/boot.ts": { file: "assets/prerender-boot-Ab12Cd34.js" } };

/** The elements outside any template (what the browser fetches while it parses the page). */
const live = (doc: Document, selector: string) => Array.from(doc.querySelectorAll(selector));

describe("the prerendered page's scripts", () => {
  it("the page carries only the bootstrap; the entry and its preloads wait, unchanged, in an inert template", () => {
    const html = deferAppScripts(BUILT, MANIFEST);
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(live(doc, 'script[type="module"]').map((s) => s.getAttribute("src"))).toEqual(["/assets/prerender-boot-Ab12Cd34.js"]);
    expect(live(doc, 'link[rel="modulepreload"]')).toEqual([]);
    expect(live(doc, 'link[rel="stylesheet"]').map((s) => s.getAttribute("href"))).toEqual(["/assets/index-PrLzk46-.css"]);
    const template = doc.getElementById(APP_SCRIPTS_ID) as HTMLTemplateElement;
    expect(template.content.children).toHaveLength(3);
    expect(html).toContain(
      `<template id="${APP_SCRIPTS_ID}"><script type="module" crossorigin src="/assets/index-hfPv1av3.js"></script><link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-WkwZ5CU-.js"><link rel="modulepreload" crossorigin href="/assets/dist-BKmyxTcN.js"></template>`,
    );
    // A build without the bootstrap keeps its scripts where they were (the page still works).
    expect(deferAppScripts(BUILT, {})).toBe(BUILT);
  });

  it("puts the scripts into <head> after the first frame has painted, not before", () => {
    const doc = new DOMParser().parseFromString(deferAppScripts(BUILT, MANIFEST), "text/html");
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    startAfterPaint(doc, {
      requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(() => cb(0)),
      setTimeout: ((cb: () => void) => tasks.push(cb)) as unknown as Window["setTimeout"],
    } as Pick<Window, "requestAnimationFrame" | "setTimeout">);
    expect(live(doc, 'script[src="/assets/index-hfPv1av3.js"]')).toEqual([]);
    frames.shift()?.();
    // The frame's callbacks run before it paints: still nothing.
    expect(live(doc, 'script[src="/assets/index-hfPv1av3.js"]')).toEqual([]);
    tasks.shift()?.();
    const entry = live(doc, 'head > script[src="/assets/index-hfPv1av3.js"]');
    expect(entry).toHaveLength(1);
    expect(entry[0].getAttribute("type")).toBe("module");
    expect(entry[0].hasAttribute("crossorigin")).toBe(true);
    expect(live(doc, 'head > link[rel="modulepreload"]').map((l) => l.getAttribute("href"))).toEqual([
      "/assets/rolldown-runtime-WkwZ5CU-.js",
      "/assets/dist-BKmyxTcN.js",
    ]);
    expect(doc.getElementById(APP_SCRIPTS_ID)).toBeNull();
  });

  it("starts at once in a hidden tab (no frame will paint there)", () => {
    const doc = new DOMParser().parseFromString(deferAppScripts(BUILT, MANIFEST), "text/html");
    Object.defineProperty(doc, "visibilityState", { value: "hidden" });
    const never = () => {
      throw new Error("not awaited in a hidden tab");
    };
    startAfterPaint(doc, { requestAnimationFrame: never, setTimeout: never } as unknown as Pick<Window, "requestAnimationFrame" | "setTimeout">);
    expect(live(doc, 'head > script[src="/assets/index-hfPv1av3.js"]')).toHaveLength(1);
  });
});

describe("a submit before the portal has taken the page over", () => {
  /** A prerendered landing's form as the renderer writes it (its submit button disabled). */
  const landing = () => {
    const doc = new DOMParser().parseFromString(
      `<html><head></head><body><div id="root" data-prerender="{}"><form data-testid="login-form"><input name="email"><button type="submit" disabled="" data-prerender-disabled="">Log in</button></form></div></body></html>`,
      "text/html",
    );
    const root = doc.getElementById("root") as HTMLElement;
    const form = doc.querySelector("form") as HTMLFormElement;
    const submit = (target: HTMLFormElement = form) => {
      const e = new Event("submit", { bubbles: true, cancelable: true });
      target.dispatchEvent(e);
      return e.defaultPrevented;
    };
    /** What React's listener on #root does once it owns the form (the login form's handler). */
    const reactAnswers = (sent: Event[]) =>
      root.addEventListener("submit", (e) => {
        e.preventDefault();
        sent.push(e);
      });
    return { doc, root, form, button: doc.querySelector("button") as HTMLButtonElement, submit, reactAnswers };
  };

  it("the bootstrap and the renderer agree on the names of src/config/prerender.ts", () => {
    expect([boot.APP_SCRIPTS_ID, boot.HELD_SUBMIT, boot.PRERENDER_DISABLED]).toEqual([config.APP_SCRIPTS_ID, config.HELD_SUBMIT, config.PRERENDER_DISABLED]);
  });

  it("one React does not answer is held by the bootstrap (cancelled, never sent natively, remembered on #root)", () => {
    const page = landing();
    boot.holdSubmits(page.doc);
    expect(page.button.disabled).toBe(false);
    expect(page.submit()).toBe(true);
    expect(page.root.getAttribute(boot.HELD_SUBMIT)).toBe("0");
    enablePrerenderedForms(page.root);
    expect(page.button.hasAttribute(boot.PRERENDER_DISABLED)).toBe(false);
  });

  it("one React answers is React's alone; a form React rendered afresh (a new element) is not watched", () => {
    const page = landing();
    boot.holdSubmits(page.doc);
    const sent: Event[] = [];
    page.reactAnswers(sent);
    page.submit();
    expect(sent).toHaveLength(1);
    expect(page.root.hasAttribute(boot.HELD_SUBMIT)).toBe(false);

    const other = landing();
    boot.holdSubmits(other.doc);
    const fresh = other.doc.createElement("form");
    other.form.replaceWith(fresh);
    expect(other.submit(fresh)).toBe(false);
    expect(other.root.hasAttribute(boot.HELD_SUBMIT)).toBe(false);
  });

  it("is sent again once React owns the form, every frame until React answers it, then once", () => {
    const page = landing();
    boot.holdSubmits(page.doc);
    page.submit();
    enablePrerenderedForms(page.root);
    const frames: (() => void)[] = [];
    let props = false;
    const fakes = { nextFrame: (cb: () => void) => frames.push(cb), owned: () => props };
    const sent: Event[] = [];
    replayHeldSubmit(page.root, fakes);
    expect(frames).toHaveLength(1);
    // React's props are on the form, but its events are not handled yet (hydration not committed):
    // the bootstrap holds the submit again, and it is tried once more in the next frame.
    props = true;
    frames.shift()?.();
    expect(frames).toHaveLength(1);
    page.reactAnswers(sent);
    frames.shift()?.();
    expect(sent).toHaveLength(1);
    expect(frames).toHaveLength(0);
    expect(page.root.hasAttribute(boot.HELD_SUBMIT)).toBe(false);
    replayHeldSubmit(page.root, fakes);
    expect(sent).toHaveLength(1);
  });

  it("gives up when the form is gone or after the frames it was given", () => {
    const page = landing();
    boot.holdSubmits(page.doc);
    page.submit();
    const frames: (() => void)[] = [];
    replayHeldSubmit(page.root, { nextFrame: (cb) => frames.push(cb), owned: () => true, frames: 3 });
    while (frames.length > 0) frames.shift()?.();
    expect(page.root.hasAttribute(boot.HELD_SUBMIT)).toBe(false);
    page.submit();
    page.form.remove();
    replayHeldSubmit(page.root, { nextFrame: (cb) => frames.push(cb), owned: () => true });
    expect(frames).toHaveLength(0);
  });
});
