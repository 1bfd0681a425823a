// The prerendered pages (issue 14, src/app/prerender/entry-server.tsx) rendered against the in-process
// platform: the landing and the recipient's shells for a Danish deployment (English by default) and
// an Arabic one (right to left), with the landmarks, the language, the login form, a loading status on
// the shells, the mark the portal checks before it hydrates, and no message key or placeholder left.
// The platform serves the file of its deployment for the paths (spa.ts).
import { readFileSync } from "node:fs";
import { deploymentFromEnv } from "@config/deployment-env";
import { deploymentKey, PRERENDERED_PAGES, prerenderedPageFor } from "@config/prerender";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RenderedPage, renderPages } from "../../src/app/prerender/entry-server";
import { createTestPlatform, type TestPlatform } from "../server/helpers";

const template = readFileSync(new URL("../../src/app/index.html", import.meta.url), "utf8");

/** The pages of the deployment `env` describes, the flags and the tracking reads answered by the in-process platform. */
const render = (platform: TestPlatform, env: Record<string, string>) =>
  renderPages({
    origin: "http://portal.test",
    rawDeployment: deploymentFromEnv(env),
    template,
    // The bootstrap's chunk (vite.config.ts input "prerender-boot"): the pages carry it instead of the entry.
    manifest: { "prerender/boot.ts": { file: "assets/prerender-boot-Ab12Cd34.js" } },
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => platform.app.request(String(input), init)) as typeof fetch,
  });

const byName = (pages: RenderedPage[], name: string) => {
  const page = pages.find((p) => p.name === name);
  if (!page) throw new Error(`${name} was not rendered`);
  return page.html;
};

/** The text of the body without tags, styles and the deployment's JSON data. */
const visibleText = (html: string) =>
  html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("prerendered pages", () => {
  let platform: TestPlatform;
  let dk: { pages: RenderedPage[] };
  beforeAll(async () => {
    platform = await createTestPlatform({ COUNTRY: "DK" });
    dk = { pages: await render(platform, { COUNTRY: "DK" }) };
  }, 180_000);
  afterAll(() => platform?.close());

  it("renders the landing and the three public shells, each marked with its route, language and flags", () => {
    expect(dk.pages.map((p) => p.name)).toEqual(PRERENDERED_PAGES.map((p) => p.name));
    for (const page of dk.pages) {
      const mark = JSON.parse(/data-prerender="([^"]+)"/.exec(page.html)?.[1].replace(/&quot;/g, '"') ?? "null");
      expect(mark).toEqual({ page: page.name, routeId: PRERENDERED_PAGES.find((p) => p.name === page.name)?.routeId, lang: "en", flags: expect.any(String) });
    }
  });

  it("the landing is the signed-out page in the deployment's language: landmarks, heading, the login form, the brand's head", () => {
    const html = byName(dk.pages, "landing");
    expect(html).toMatch(/<html lang="en" dir="ltr" data-mantine-color-scheme="light">/);
    expect(html).toMatch(/<title>RiderRequest Create an order in Denmark<\/title>/);
    expect(html).toMatch(/<main[^>]*id="main-content"/);
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<h1[^>]*id="landing-title"[^>]*>Request a rider in minutes<\/h1>/);
    expect(html).toContain('data-testid="login-form"');
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toContain('id="faq-structured-data"');
    // No inline script is left for the CSP to block, and no script is fetched before the page has
    // painted but the bootstrap: the template's entry (and, in a build, its module preloads) wait in an
    // inert <template> that the bootstrap puts back after the first paint (src/app/prerender/boot.ts).
    expect(html).not.toMatch(/<script>/);
    const outsideTemplates = html.replace(/<template\b[\s\S]*?<\/template>/g, "");
    expect(outsideTemplates.match(/<script\b[^>]*\bsrc="[^"]*"/g)).toEqual(['<script type="module" crossorigin src="/assets/prerender-boot-Ab12Cd34.js"']);
    expect(outsideTemplates).not.toContain("modulepreload");
    // Without the bootstrap (no script) the form cannot be sent natively (the password would go into the URL).
    expect(/<button[^>]*data-testid="login-submit"[^>]*>/.exec(html)?.[0]).toMatch(/^<button disabled="" data-prerender-disabled=""/);
    expect(html).toMatch(/<template id="rrp-app-scripts"><script type="module" src="\.\/main\.tsx"><\/script><\/template>/);
    const text = visibleText(html);
    expect(text).not.toMatch(/\b(landing|login|nav|page)\.[a-z-]+\.[a-z.-]+\b/);
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("the public pages are their shells: heading and a status region saying they load, for any id", () => {
    for (const name of ["tracking", "tracking-c2c", "delivery-receipt"]) {
      const html = byName(dk.pages, name);
      expect(html).toMatch(/<main[^>]*id="main-content"/);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toMatch(/role="status"[^>]*>(<[^>]*>)*[^<]*Loading/);
      expect(html).not.toContain("login-form");
      // The recipient's pages keep their scripts: they are usable only once the portal shows the order.
      expect(html).not.toContain('<template id="rrp-app-scripts">');
      expect(html).toContain('<script type="module" src="./main.tsx"></script>');
    }
    expect(prerenderedPageFor("/tracking/AbC123xyz")?.name).toBe("tracking");
    expect(prerenderedPageFor("/tracking-c2c/AbC123xyz")?.name).toBe("tracking-c2c");
    expect(prerenderedPageFor("/delivery-receipt/AbC123xyz")?.name).toBe("delivery-receipt");
    expect(prerenderedPageFor("/")?.name).toBe("landing");
    expect(prerenderedPageFor("/order-tracking")).toBeUndefined();
  });

  it("an Arabic deployment renders right to left in Arabic", async () => {
    const html = byName(await render(platform, { COUNTRY: "AE", LANGUAGE: "ar" }), "landing");
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toMatch(/<h1[^>]*id="landing-title"[^>]*>[^<]*[\u0600-\u06FF][^<]*<\/h1>/);
    // Each deployment has its own directory of pages.
    expect(deploymentKey(deploymentFromEnv({ COUNTRY: "AE", LANGUAGE: "ar" }))).not.toBe(deploymentKey(deploymentFromEnv({ COUNTRY: "DK" })));
  });
});
