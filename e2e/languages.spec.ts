// Languages (issue 15): the request page in five scripts (Latin de, Greek el, Cyrillic ru, Thai th,
// Arabic ar) shows no English fallback (its visible lines compared with the English catalog's texts
// the language translates), and each language fetches only its own catalog file; Arabic and Urdu
// mirror the page (the logo, the account button, the first step marker and the map's zoom control
// sit as far from the right edge as they sit from the left in English) and Arabic is axe-clean.
// Screenshots of en, ar and ur are attached to the report. Order tracking and history mirror the same way
// (title, account button, search field, first tab, export button) and are axe-clean in Arabic.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";

/** id → text of a catalog (the same reading as scripts/catalog-check-lib.mjs). */
function catalog(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../src/app/locales/${locale}/messages.po`, import.meta.url), "utf8");
  const out = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    if (block.includes("#~")) continue;
    const id = /^msgid "((?:[^"\\]|\\.)*)"/m.exec(block);
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    if (!id || id[1] === "" || !str) continue;
    out.set(id[1], [...str[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("").replace(/\\"/g, '"'));
  }
  return out;
}

const english = catalog("en");
/** Texts without placeholders or tags: what can be compared with a line on the page as it is. */
const plain = (s: string) => !/[{}<>]/.test(s) && s.trim().length >= 3;

/** The visible lines of the page (header, navigation, main). */
async function visibleLines(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a reader sees it
  const text = await page.locator("body").innerText();
  // Without the isolates a right-to-left catalog wraps English fallbacks in (scripts/vite-catalogs.mjs).
  return [...new Set(text.split("\n").map((l) => l.replace(/[\u2066-\u2069]/g, "").trim()).filter(Boolean))];
}

/** Opens the request page in a language (a full load with ?lang=, as a reviewer previews a catalog). */
async function requestPageIn(page: Page, locale: string) {
  const catalogs: string[] = [];
  const onRequest = (r: { url(): string }) => {
    const m = /\/locales\/([A-Za-z-]+)\.[\w-]+\.json$/.exec(new URL(r.url()).pathname);
    if (m) catalogs.push(m[1]);
  };
  page.on("request", onRequest);
  await page.goto(`/request-a-rider/DK-1000?lang=${locale}`, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.getByTestId("request-stage-0")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: english.get("common.loading") ?? "Loading" })).toHaveCount(0);
  page.off("request", onRequest);
  return catalogs;
}

type Box = { x: number; y: number; width: number; height: number };
/** Distance of a box from the inline start edge of the viewport (left in ltr, right in rtl). */
const fromStart = (b: Box, width: number, dir: "ltr" | "rtl") => Math.round(dir === "ltr" ? b.x : width - (b.x + b.width));

/** English texts on the page that the language translates, and how many of the page's lines are in the language. */
async function fallbacksOnPage(page: Page, locale: string): Promise<string[]> {
  const translated = catalog(locale);
  const englishOnly = new Set([...english].filter(([id, en]) => plain(en) && translated.get(id) !== en).map(([, en]) => en));
  const ownTexts = new Set([...translated].filter(([id, t]) => plain(t) && english.get(id) !== t).map(([, t]) => t));
  const lines = await visibleLines(page);
  const problems: string[] = [];
  const leftovers = lines.filter((l) => englishOnly.has(l));
  if (leftovers.length) problems.push(`${locale}: English on the page: ${JSON.stringify(leftovers)}`);
  const own = lines.filter((l) => ownTexts.has(l)).length;
  if (own < 8) problems.push(`${locale}: only ${own} of the page's lines are in the language: ${JSON.stringify(lines)}`);
  return problems;
}

test("the request page mirrors in Arabic and Urdu, and shows no English fallback in Latin, Greek, Cyrillic, Thai and Arabic script", async ({
  portal,
  page,
}, testInfo) => {
  // Eight full page loads: 20 s measured on the 2-core box, 53-66 s while other suites ran; generous for a busy CI.
  test.setTimeout(180_000);
  const width = 1280;
  await page.setViewportSize({ width, height: 900 });
  await portal.visit("/", "landing");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\/DK-1000$/, { timeout: 30_000 });
  await portal.settled();

  // Fixed-size parts at the start and the end of the page: in right-to-left they sit at the same
  // distance from the right edge as they do from the left edge in English.
  const targets = {
    logo: page.getByTestId("top-bar").locator("img, svg").first(),
    "account button": page.getByTestId("account-button"),
    "first step marker": page.getByTestId("request-stage-0").locator(".rrp-request-progress-number"),
    "map zoom control": page.locator(".maplibregl-ctrl-zoom-in"),
  };
  const measure = async (dir: "ltr" | "rtl") => {
    const out: Record<string, number> = {};
    for (const [name, locator] of Object.entries(targets)) {
      await expect(locator, name).toBeVisible({ timeout: 20_000 });
      out[name] = fromStart((await locator.boundingBox()) as Box, width, dir);
    }
    return out;
  };
  const problems: string[] = [];

  await test.step("Arabic and Urdu mirror the English layout; Arabic is axe-clean", async () => {
    await requestPageIn(page, "en");
    const ltr = await measure("ltr");
    await testInfo.attach("request-en.png", { body: await page.screenshot(), contentType: "image/png" });
    for (const locale of ["ar", "ur"]) {
      const fetched = await requestPageIn(page, locale);
      expect(fetched, locale).toEqual([locale]);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const rtl = await measure("rtl");
      for (const name of Object.keys(targets)) {
        expect(Math.abs(rtl[name] - ltr[name]), `${locale} ${name}: ${ltr[name]} px from the left in en, ${rtl[name]} px from the right`).toBeLessThanOrEqual(4);
      }
      await testInfo.attach(`request-${locale}.png`, { body: await page.screenshot(), contentType: "image/png" });
      if (locale === "ar") {
        problems.push(...(await fallbacksOnPage(page, "ar")));
        await portal.checkA11y("request-a-rider (Arabic, desktop)");
      }
    }
  });

  await test.step("German, Greek, Russian and Thai: only the language's own catalog, no English", async () => {
    for (const locale of ["de", "el", "ru", "th"]) {
      const fetched = await requestPageIn(page, locale);
      // Only the active language's catalog file is fetched.
      expect(fetched, locale).toEqual([locale]);
      problems.push(...(await fallbacksOnPage(page, locale)));
    }
  });
  await test.step("the previewed language is kept across a full reload", async () => {
    await page.goto("/request-a-rider/DK-1000", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
  });
  expect(problems).toEqual([]);
});

test("order tracking and history mirror in Arabic and Urdu (title, search, tabs, export), axe-clean in Arabic", async ({ portal, page }, testInfo) => {
  // Six full page loads; generous for a busy CI.
  test.setTimeout(150_000);
  const width = 1280;
  await page.setViewportSize({ width, height: 900 });
  await portal.visit("/", "landing");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\/DK-1000$/, { timeout: 30_000 });
  await portal.settled();

  const pages = [
    {
      path: "/order-tracking",
      targets: {
        title: page.getByRole("heading", { level: 1 }),
        "account button": page.getByTestId("account-button"),
        "first tab": page.getByRole("tab").first(),
        "search field": page.getByTestId("order-search"),
      },
    },
    {
      path: "/history",
      targets: {
        title: page.getByRole("heading", { level: 1 }),
        // The export buttons sit at the inline end: the last one's end edge is where the row ends.
        "export button (end edge)": page.getByTestId("export-xlsx"),
        "search field": page.getByTestId("history-search"),
      },
    },
  ];
  for (const { path, targets } of pages) {
    const open = async (locale: string, dir: "ltr" | "rtl") => {
      await page.goto(`${path}?lang=${locale}`, { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      const out: Record<string, number> = {};
      for (const [name, locator] of Object.entries(targets)) {
        await expect(locator, `${path} ${locale} ${name}`).toBeVisible({ timeout: 20_000 });
        // Read where it is once it stands still (the list may still re-render after a live update).
        let box: Box | null = null;
        await expect
          .poll(async () => {
            const a = await locator.boundingBox();
            await page.waitForTimeout(100);
            const b = a && (await locator.boundingBox());
            box = a && b && a.x === b.x && a.width === b.width ? b : null;
            return box !== null;
          }, { timeout: 20_000 })
          .toBe(true);
        const b = box as unknown as Box;
        // An end-aligned part: its end edge (right in ltr, left in rtl) mirrors, whatever its text's length.
        out[name] = name.endsWith("(end edge)") ? Math.round(dir === "ltr" ? width - (b.x + b.width) : b.x) : fromStart(b, width, dir);
      }
      return out;
    };
    const ltr = await open("en", "ltr");
    for (const locale of ["ar", "ur"]) {
      const rtl = await open(locale, "rtl");
      for (const name of Object.keys(targets)) {
        expect(Math.abs(rtl[name] - ltr[name]), `${path} ${locale} ${name}: ${ltr[name]} px from the left in en, ${rtl[name]} px from the right`).toBeLessThanOrEqual(4);
      }
      await testInfo.attach(`${path.slice(1)}-${locale}.png`, { body: await page.screenshot(), contentType: "image/png" });
      if (locale === "ar") await portal.checkA11y(`${path} (Arabic, desktop)`);
    }
  }
});
