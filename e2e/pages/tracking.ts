// Page model of the order tracking and history pages: tabs and their counts, rows, the details
// panel, the cancel dialog, the status region (with a recorder of every announcement), the live
// channel badge, and the history filters, table and export.
import { expect, type Locator, type Page } from "@playwright/test";

export type TabKey = "new" | "preorders" | "collected" | "delivered" | "cancelled";

export class TrackingPage {
  constructor(readonly page: Page) {}

  tab(key: TabKey): Locator {
    return this.page.getByTestId(`tab-${key}`);
  }

  async count(key: TabKey): Promise<number> {
    return Number(await this.page.getByTestId(`tab-count-${key}`).textContent());
  }

  async counts(): Promise<Record<TabKey, number>> {
    const keys: TabKey[] = ["new", "preorders", "collected", "delivered", "cancelled"];
    const values = await Promise.all(keys.map((k) => this.count(k)));
    return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as Record<TabKey, number>;
  }

  row(orderId: string): Locator {
    return this.page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  }

  details(): Locator {
    return this.page.getByTestId("order-details");
  }

  detailsStatus(): Locator {
    return this.page.getByTestId("order-status");
  }

  statusRegion(): Locator {
    return this.page.getByTestId("status-region");
  }

  liveStatus(): Locator {
    return this.page.getByTestId("live-status");
  }

  /** Records every text the status region announces (window.__announced), from now on. */
  async recordAnnouncements() {
    await this.page.evaluate(() => {
      const w = window as unknown as { __announced?: string[] };
      w.__announced = [];
      const region = document.querySelector('[data-testid="status-region"]');
      if (!region) throw new Error("no status region");
      new MutationObserver(() => {
        const text = (region.textContent ?? "").trim();
        if (text) w.__announced?.push(text);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    });
  }

  async announced(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __announced?: string[] }).__announced ?? []);
  }

  // History
  historyRow(orderId: string): Locator {
    return this.page.locator(`[data-testid="history-row"][data-order-id="${orderId}"]`);
  }

  async searchHistory(text: string) {
    const input = this.page.getByTestId("history-search");
    await input.fill(text);
    await input.press("Enter");
  }

  async choosePreset(label: string | RegExp) {
    await this.page.getByTestId("history-preset").getByText(label).click();
  }

  async expectSummary(pattern: RegExp) {
    await expect(this.page.getByTestId("history-summary")).toHaveText(pattern);
  }
}
