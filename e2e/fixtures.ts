// Test fixture of every journey: the page models, the demo data, and a check that the journey ran
// axe at least once (every page model runs it on arrival).
import { test as base, expect } from "@playwright/test";
import { checkedPages } from "./axe";
import { Platform } from "./pages/platform";
import { Portal } from "./pages/portal";

export const DEMO = {
  owner: { email: "owner@demo.dk", password: "Rider-Demo-2026!" },
  vendors: [
    "Nørrebro Pizza Group - DK-1000",
    "Nørrebro Pizza - Jægersborggade - DK-1001",
    "Nørrebro Pizza - Vesterbro - DK-1002",
    "Nørrebro Pizza - Østerbro - DK-1003",
  ],
} as const;

export const test = base.extend<{ portal: Portal; platform: Platform; welcomeSeen: boolean }>({
  // The welcome walkthrough shows once after a first sign-in in a browser: journeys start as a browser
  // that has seen it, except those that test it (test.use({ welcomeSeen: false })).
  welcomeSeen: [true, { option: true }],
  portal: async ({ page, welcomeSeen }, use) => {
    if (welcomeSeen) await page.addInitScript(() => window.localStorage.setItem("rrp.welcome-seen", "1"));
    checkedPages.length = 0;
    await use(new Portal(page));
    expect(checkedPages.length, "every journey runs axe on the pages it visits").toBeGreaterThan(0);
  },
  platform: async ({ request }, use) => {
    await use(new Platform(request));
  },
});

export { expect };
