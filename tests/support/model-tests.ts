// Vitest suite for one registry entry: every generated path is executed against the real machine,
// every step checked against the machine's outcome table, and every state node and transition of the
// machine must be reached by some path.
import { describe, expect, it } from "vitest";
import type { MachineEntry } from "./machine-registry";
import { analyseMachine, executePath } from "./model-paths";
import { tableGaps } from "./outcomes";

export function modelPathSuite(entry: MachineEntry) {
  describe(`${entry.name}: model-based paths (xstate/graph)`, () => {
    const analysis = analyseMachine(entry.machine, entry.model);

    it("generates paths from the model", () => {
      expect(analysis.paths.length).toBeGreaterThan(0);
    });

    analysis.paths.forEach((path, i) => {
      it(`path ${i + 1}: ${path.description}`, async () => {
        await executePath(entry.machine, analysis, path, entry.execute, entry.outcomes);
      });
    });

    it("has an outcome table row for every state node", () => {
      expect(tableGaps(entry.outcomes, analysis.states)).toEqual({ missing: [], unknown: [] });
    });

    it("reaches every state node", () => {
      const need = entry.require?.statesPct ?? 100;
      if (need >= 100) expect(analysis.uncoveredStates).toEqual([]);
      else expect((100 * analysis.coveredStates.length) / analysis.states.length).toBeGreaterThanOrEqual(need);
    });

    it("takes every transition", () => {
      const need = entry.require?.transitionsPct ?? 100;
      if (need >= 100) expect(analysis.uncoveredTransitions).toEqual([]);
      else expect((100 * analysis.coveredTransitions.length) / analysis.transitions.length).toBeGreaterThanOrEqual(need);
    });
  });
}
