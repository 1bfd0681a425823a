// @vitest-environment happy-dom
// RowWindow (issue 14): a list of up to PLAIN_ROW_LIMIT rows renders every row with no virtualiser;
// a longer one shows its first PLAIN_ROW_LIMIT rows at the full height while the virtualiser's chunk
// loads, then only the rows in view (and the overscan); the segmented radios are native radios.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PLAIN_ROW_LIMIT, RowWindow } from "../../src/app/components/row-window";
import { SegmentedRadios } from "../../src/app/components/segmented-radios";

// happy-dom lays nothing out: the scroll box gets the height a browser would give it.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset?.testid === "box" ? 400 : 0;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});
afterEach(cleanup);

function List(props: { count: number }) {
  let box: HTMLDivElement | null = null;
  return (
    <div
      data-testid="box"
      ref={(el) => {
        box = el;
      }}
    >
      <RowWindow count={props.count} rowHeight={40} overscan={2} getScrollElement={() => box} initialRect={{ width: 300, height: 400 }}>
        {(view) => (
          <ul data-testid="list" data-virtual={view.virtual || undefined} style={{ height: view.totalSize }}>
            {view.items.map((item) => (
              <li key={item.index} data-testid="row" data-start={item.start}>
                {item.index}
              </li>
            ))}
          </ul>
        )}
      </RowWindow>
    </div>
  );
}

describe("RowWindow", () => {
  it("renders every row of a short list, each at index × height, without the virtualiser", () => {
    render(<List count={PLAIN_ROW_LIMIT} />);
    const rows = screen.getAllByTestId("row");
    expect(rows).toHaveLength(PLAIN_ROW_LIMIT);
    expect(rows[3].getAttribute("data-start")).toBe("120");
    expect(screen.getByTestId("list").hasAttribute("data-virtual")).toBe(false);
    expect(screen.getByTestId("list").style.height).toBe(`${PLAIN_ROW_LIMIT * 40}px`);
  });

  it("virtualises a long list once its chunk is there, showing the first rows at the full height until then", async () => {
    render(<List count={PLAIN_ROW_LIMIT + 1} />);
    // The first render has the fallback: the first PLAIN_ROW_LIMIT rows, the full height.
    expect(screen.getAllByTestId("row")).toHaveLength(PLAIN_ROW_LIMIT);
    expect(screen.getByTestId("list").style.height).toBe(`${(PLAIN_ROW_LIMIT + 1) * 40}px`);
    await waitFor(() => expect(screen.getByTestId("list").hasAttribute("data-virtual")).toBe(true));
    // 400 px of 40 px rows and an overscan of 2.
    expect(screen.getAllByTestId("row").length).toBeLessThanOrEqual(13);
    expect(screen.getByTestId("list").style.height).toBe(`${(PLAIN_ROW_LIMIT + 1) * 40}px`);
  });
});

describe("SegmentedRadios", () => {
  it("is a named radio group whose checked radio is the value", () => {
    const onChange = vi.fn();
    render(
      <SegmentedRadios
        aria-label="Show rows"
        value="b"
        onChange={onChange}
        options={[
          { value: "a", label: "All" },
          { value: "b", label: "Ready" },
        ]}
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "Show rows" });
    expect(group).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Ready" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByText("All"));
    expect(onChange).toHaveBeenCalledWith("a");
  });
});
