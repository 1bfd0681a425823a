// @vitest-environment happy-dom
// Views stamp their events with the composition root's clock (useClock; main.tsx hands AppProvider
// `deps.now`), and the coarse clock of the order views ticks on it too: a test or another deployment
// provides its own clock and every view follows it.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type AppActor, AppProvider, useClock } from "../../src/app/app-context";
import { useCoarseNow } from "../../src/app/components/orders/use-now";

const FIXED = Date.UTC(2026, 4, 4, 10, 30, 45, 678);

function Probe() {
  const clock = useClock();
  const minute = useCoarseNow(60_000);
  return (
    <p>
      <span data-testid="now">{clock()}</span>
      <span data-testid="minute">{minute}</span>
    </p>
  );
}

describe("the views' clock comes from the composition root", () => {
  it("uses the clock AppProvider is given", () => {
    render(
      <AppProvider app={{} as AppActor} now={() => FIXED}>
        <Probe />
      </AppProvider>,
    );
    expect(screen.getByTestId("now").textContent).toBe(String(FIXED));
    expect(screen.getByTestId("minute").textContent).toBe(String(Date.UTC(2026, 4, 4, 10, 30)));
  });

  it("falls back to the system clock without one", () => {
    const before = Date.now();
    const { getAllByTestId } = render(<Probe />);
    const shown = Number(getAllByTestId("now").at(-1)?.textContent);
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(Date.now());
  });
});
