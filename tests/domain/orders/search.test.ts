// The search history of the order lists and of the history page (src/domain/orders/search.ts).
import { describe, expect, it } from "vitest";
import { rememberSearch, SEARCH_HISTORY_MAX } from "../../../src/domain/orders/search";

describe("rememberSearch", () => {
  it("keeps at most 10 searches, most recent first, without duplicates", () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i++) history = rememberSearch(history, `order ${i}`);
    expect(history).toHaveLength(SEARCH_HISTORY_MAX);
    expect(history[0]).toBe("order 12");
    expect(history[9]).toBe("order 3");
    history = rememberSearch(history, " order5 ");
    expect(history[0]).toBe("order5");
    expect(history.filter((h) => h.replace(/\s/g, "") === "order5")).toHaveLength(1);
    expect(history).toHaveLength(10);
    expect(rememberSearch(history, "   ")).toEqual(history);
  });
});
