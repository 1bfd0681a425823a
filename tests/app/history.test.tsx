// @vitest-environment happy-dom
// The history page with the real composition root and machines over a fake platform: Yesterday by
// default (start to end of day in Copenhagen), the presets, a custom period refused when its end is
// before its start or when it is too long, the status filter, the search (a possible phone is sent
// as customer_phone_number, an order id with the vendor prefix filters the rows), persistence of
// only the date-range and status filters, virtualized rows, the details of a selected row, the CSV
// export (the CSV builder, and the page's buttons through the export machine), and guests never
// reading history.
import { presetRange } from "@domain/orders";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildCsv, csvField } from "../../src/app/features/history/export";
import { memoryStore, STORAGE_KEYS } from "../../src/app/services/storage";
import { order, type Portal, startPortal } from "./tracking-harness";

const ZONE = "Europe/Copenhagen";
const now = () => Math.floor(Date.now() / 1000);
const yesterday = () => presetRange("yesterday", now(), ZONE);

// happy-dom lays nothing out: give the table's scroll box the size a browser would (560 × 1000 px),
// which is all the virtualizer reads (clientHeight / clientWidth).
beforeAll(() => {
  for (const [prop, size] of [["clientHeight", 560], ["clientWidth", 1000]] as const) {
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList?.contains("history-table__scroll") ? size : 0;
      },
    });
  }
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
});

let portal: Portal | null = null;
afterEach(() => {
  portal?.stop();
  portal = null;
  cleanup();
});

/** Orders created yesterday at noon (Copenhagen) and a week ago. */
function pastOrders() {
  const noon = yesterday().from + 12 * 3600;
  const customer = order("x", "NEW").customer;
  return [
    order("DK-1001-090001", "DELIVERED", { created_at: noon, updated_at: noon + 3600 }),
    order("DK-1001-090002", "CANCELLED", { created_at: noon - 600, updated_at: noon }),
    order("DK-1001-090003", "RETURNED_TO_VENDOR", {
      created_at: noon - 1200,
      updated_at: noon,
      customer: { ...customer, name: "Søren Holm", phone_number: "+4531000000" },
    }),
    order("DK-1001-080001", "DELIVERED", { created_at: noon - 6 * 86_400, updated_at: noon - 6 * 86_400 + 3600 }),
  ];
}

const pastQueries = (p: Portal) => p.listQueries.filter((q) => q.get("count") === "30");
const rowIds = () => screen.queryAllByTestId("history-row").map((r) => r.getAttribute("data-order-id"));

describe("history page", () => {
  it("asks for yesterday by default and lists its orders", async () => {
    portal = await startPortal({ path: "/history/DK-1001", orders: pastOrders() });
    await waitFor(() => expect(rowIds()).toEqual(["DK-1001-090001", "DK-1001-090002", "DK-1001-090003"]));
    const q = pastQueries(portal)[0];
    expect([Number(q.get("from")), Number(q.get("to"))]).toEqual([yesterday().from, yesterday().to]);
    expect(q.get("customer_phone_number")).toBeNull();
    expect(screen.getByTestId("history-summary").textContent).toMatch(/^3 orders from /);
    expect(screen.getByRole("table").getAttribute("aria-rowcount")).toBe("4");
  });

  it("presets and the status filter; only they persist", async () => {
    const store = memoryStore();
    portal = await startPortal({ path: "/history/DK-1001", orders: pastOrders(), store });
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    fireEvent.click(screen.getByLabelText("Past week"));
    await waitFor(() => expect(rowIds()).toHaveLength(4));
    const week = presetRange("pastWeek", now(), ZONE);
    expect(Number(pastQueries(portal).at(-1)?.get("from"))).toBe(week.from);

    act(() => portal?.orders.historyFilters.send({ type: "HISTORY.STATUS_SELECTED", status: "DELIVERED" }));
    await waitFor(() => expect(rowIds()).toEqual(["DK-1001-090001", "DK-1001-090003", "DK-1001-080001"]));
    act(() => portal?.orders.historyFilters.send({ type: "HISTORY.STATUS_SELECTED", status: "CANCELLED" }));
    await waitFor(() => expect(rowIds()).toEqual(["DK-1001-090002"]));
    act(() => portal?.orders.historyFilters.send({ type: "HISTORY.SEARCH_SUBMITTED", text: "DK-1001-0900" }));
    expect(JSON.parse(store.get(STORAGE_KEYS.historyFilters) ?? "{}")).toEqual({
      preset: "pastWeek",
      customFrom: null,
      customTo: null,
      status: "CANCELLED",
    });
  });

  it("custom period: an end before the start and an over-long period are refused with a message", async () => {
    portal = await startPortal({ path: "/history/DK-1001", orders: pastOrders() });
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    const asked = pastQueries(portal).length;
    fireEvent.click(screen.getByLabelText("Custom"));
    expect(await screen.findByText("Choose the first and the last day.")).toBeTruthy();
    fireEvent.change(screen.getByTestId("history-from"), { target: { value: "2026-02-10" } });
    fireEvent.change(screen.getByTestId("history-to"), { target: { value: "2026-02-01" } });
    expect((await screen.findByTestId("history-range-problem")).textContent).toBe("The end date must not be before the start date.");
    fireEvent.change(screen.getByTestId("history-from"), { target: { value: "2025-01-01" } });
    await waitFor(() => expect(screen.getByTestId("history-range-problem").textContent).toBe("The period is too long: choose at most 92 days."));
    expect(pastQueries(portal)).toHaveLength(asked);
    fireEvent.change(screen.getByTestId("history-from"), { target: { value: "2026-01-20" } });
    await waitFor(() => expect(screen.queryByTestId("history-range-problem")).toBeNull());
    expect(pastQueries(portal)).toHaveLength(asked + 1);
  });

  it("a possible phone number is sent to the platform; an order id with the vendor prefix filters the rows", async () => {
    portal = await startPortal({ path: "/history/DK-1001", orders: pastOrders() });
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    const input = screen.getByTestId("history-search");
    fireEvent.change(input, { target: { value: "31 00 00 00" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => expect(rowIds()).toEqual(["DK-1001-090003"]));
    expect(pastQueries(portal).at(-1)?.get("customer_phone_number")).toBe("31000000");

    fireEvent.change(input, { target: { value: "DK-1001-090002" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => expect(rowIds()).toEqual(["DK-1001-090002"]));
    expect(pastQueries(portal).at(-1)?.get("customer_phone_number")).toBeNull();

    const before = pastQueries(portal).length;
    fireEvent.change(input, { target: { value: "Søren" } }); // neither: no filter, nothing asked
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    expect(pastQueries(portal)).toHaveLength(before);
    expect(portal.orders.historyFilters.getSnapshot().context.searchHistory).toEqual(["Søren", "DK-1001-090002", "31 00 00 00"]);
  });

  it("virtualizes thousands of rows and shows the details of a selected row", async () => {
    const noon = yesterday().from + 12 * 3600;
    const many = Array.from({ length: 3000 }, (_, i) =>
      order(`DK-1001-${String(500000 + i)}`, "DELIVERED", { created_at: noon - i, updated_at: noon - i + 60 }),
    );
    portal = await startPortal({ path: "/history/DK-1001", orders: many });
    await waitFor(() => expect(screen.getByRole("table").getAttribute("aria-rowcount")).toBe("3001"));
    // A long table loads the virtualiser (its own chunk); then only the rows in view and a few more are there.
    await waitFor(() => expect(screen.getByRole("table").querySelector("[data-virtual]")).not.toBeNull());
    expect(screen.getAllByTestId("history-row").length).toBeLessThan(40);
    fireEvent.click(within(screen.getAllByTestId("history-row")[2]).getByRole("link"));
    const details = await screen.findByTestId("order-details");
    expect(details.getAttribute("data-order-id")).toBe("DK-1001-500002");
  });

  it("exports the filtered rows to CSV with progress", async () => {
    const rows = pastOrders();
    const progress: number[] = [];
    const csv = await buildCsv(rows, [
      { header: "Order ID", value: (o) => o.order_id },
      { header: "Customer", value: (o) => o.customer.name },
      { header: "Amount", value: (o) => o.order.amount },
    ], (p) => progress.push(p));
    expect(csv.startsWith("\ufeffOrder ID,Customer,Amount\r\nDK-1001-090001,Mette Jensen,189\r\n")).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(csvField('Say "hi", ok')).toBe('"Say ""hi"", ok"');
  });

  it("the export buttons build the file of the filtered rows through the export machine and offer it", async () => {
    portal = await startPortal({ path: "/history/DK-1001", orders: pastOrders() });
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    fireEvent.click(screen.getByTestId("export-csv"));
    await waitFor(() => expect(portal?.downloads).toHaveLength(1));
    const file = portal.downloads[0];
    const day = new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE }).format(new Date(yesterday().from * 1000));
    expect(file.fileName).toBe(`history-DK-1001-${day}-${day}.csv`);
    expect(file.mime).toBe("text/csv;charset=utf-8");
    const lines = String(file.content).split("\r\n");
    expect(lines[0]).toBe("\ufeffOrder ID,Vendor ID,Created,Customer,Phone,Address,Status,Description,Amount,Delivery fee,Payment method");
    expect(lines.slice(1, 4).map((l) => l.split(",")[0])).toEqual(["DK-1001-090001", "DK-1001-090002", "DK-1001-090003"]);
    expect(portal.notes).toContainEqual(expect.objectContaining({ kind: "SUCCESS", key: "history.export.done", values: { count: 3 } }));
    expect((screen.getByTestId("export-csv") as HTMLButtonElement).disabled).toBe(false);
  });

  it("guests never read history", async () => {
    portal = await startPortal({ path: "/order-tracking", orders: pastOrders(), as: "guest" });
    // The history's filters come with the history page (the history side): the root opens them there.
    act(() => portal?.app.send({ type: "PAGE.CHANGED", pathname: "/history", now: Date.now() }));
    await waitFor(() => expect(portal?.orders.historyFilters).toBeDefined());
    act(() => portal?.orders.historyFilters.send({ type: "HISTORY.OPENED", now: Date.now() }));
    await new Promise((r) => setTimeout(r, 50));
    expect(portal.orders.orders.getSnapshot().matches({ vendorSelected: { past: "idle" } })).toBe(true);
    expect(portal.platform.calls.some((c) => /\/vendor\/.*\/orders$/.test(c.path))).toBe(false);
  });
});
