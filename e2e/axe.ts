// Accessibility check run on every page an e2e journey visits: axe-core with the WCAG 2.0, 2.1
// and 2.2 A/AA rule tags. Any violation fails the test, with the rule, its impact and the nodes.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Pages checked by the current test (the fixture in fixtures.ts fails a test that checked none). */
export const checkedPages: string[] = [];

export async function expectNoAxeViolations(page: Page, label?: string): Promise<void> {
  // Let transitions (drawer, popover, notifications) finish so colours are final.
  await page.waitForTimeout(350);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const where = label ?? new URL(page.url()).pathname;
  checkedPages.push(where);
  const violations = results.violations.map(
    (v) =>
      `${v.id} [${v.impact}] ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`)
        .join("\n")}`,
  );
  expect(violations, `axe found WCAG A/AA violations on ${where}`).toEqual([]);
}
