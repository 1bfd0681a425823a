// The model-path machinery itself: it must notice a machine that differs from its model, count
// eventless transitions and nested/parallel states, and run delays on the simulated clock.
import { assign, fromPromise, setup } from "xstate";
import { describe, expect, it } from "vitest";
import { analyseMachine, coverageSummary, executeAllPaths, executePath, startControlled } from "../support/model-paths";

const toy = setup({
  types: { context: {} as { tries: number }, events: {} as { type: "GO" } | { type: "RESET" } },
  actors: {
    work: fromPromise<string, void>(async () => {
      throw new Error("work is not provided");
    }),
  },
  delays: { pause: 500, slow: 2000 },
  guards: { tooMany: ({ context }) => context.tries >= 2 },
  actions: { count: assign({ tries: ({ context }) => context.tries + 1 }) },
}).createMachine({
  id: "toy",
  context: { tries: 0 },
  initial: "idle",
  states: {
    idle: { on: { GO: "working" } },
    working: {
      invoke: { id: "work", src: "work", onDone: "checking", onError: { target: "pausing", actions: "count" } },
      after: { slow: { target: "pausing", actions: "count" } },
    },
    pausing: { after: { pause: "deciding" } },
    deciding: { always: [{ guard: "tooMany", target: "gaveUp" }, { target: "working" }] },
    checking: {
      type: "parallel",
      states: { a: { initial: "a1", states: { a1: { on: { GO: "a2" } }, a2: {} } }, b: { initial: "b1", states: { b1: {} } } },
      on: { RESET: { target: "idle", actions: assign({ tries: 0 }) } },
    },
    gaveUp: { type: "final" },
  },
});

const model = {
  events: [
    { type: "xstate.done.actor.work", output: "ok" },
    { type: "xstate.error.actor.work", error: new Error("boom") },
  ],
};

describe("model-paths support", () => {
  const analysis = analyseMachine(toy, model);

  it("lists every state node and transition, eventless ones included", () => {
    expect(analysis.states).toContain("toy.checking.a.a2");
    expect(analysis.states).toContain("toy.deciding");
    expect(analysis.transitions.some((t) => t.eventType === "" && t.guard === "tooMany")).toBe(true);
    expect(analysis.transitions.some((t) => t.eventType.startsWith("xstate.after.slow"))).toBe(true);
  });

  it("covers transient states and eventless transitions through the paths", () => {
    expect(analysis.uncoveredStates).toEqual([]);
    expect(analysis.uncoveredTransitions).toEqual([]);
    expect(coverageSummary(analysis).transitionsPct).toBe(100);
  });

  it("executes every path against the real machine", async () => {
    expect(await executeAllPaths(toy, analysis)).toEqual([]);
  });

  it("fails a path whose machine behaves differently from the model", async () => {
    const drifted = toy.provide({ delays: { pause: 500, slow: 2000 }, guards: { tooMany: () => true } });
    const failures = await executeAllPaths(drifted, analysis);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0].error.message).toMatch(/model expected/);
  });

  it("fails a path whose expected state was tampered with", async () => {
    const path = analysis.paths.find((p) => p.steps.length > 2)!;
    const last = path.steps[path.steps.length - 1];
    const tampered = { ...path, steps: [...path.steps.slice(0, -1), { ...last, state: path.steps[0].state }] };
    await expect(executePath(toy, analysis, tampered)).rejects.toThrow(/step \d+/);
  });

  it("fires a delay exactly at its deadline on the simulated clock", async () => {
    const c = startControlled(toy);
    await c.send({ type: "GO" });
    await c.advance(1999);
    expect(c.actor.getSnapshot().value).toBe("working");
    expect(c.isRunning("work")).toBe(true);
    await c.advance(1);
    expect(c.actor.getSnapshot().value).toBe("pausing");
    expect(c.signalOf("work").aborted).toBe(true);
    await c.fire("xstate.after.pause.toy.pausing");
    expect(c.actor.getSnapshot().value).toBe("working");
    c.stop();
  });
});

describe("model-paths support: simple paths", () => {
  it("adds every simple path on a small graph", () => {
    const plain = analyseMachine(toy, model);
    const small = analyseMachine(toy, { ...model, simplePaths: true });
    expect(small.paths.length).toBeGreaterThanOrEqual(plain.paths.length);
    expect(small.uncoveredTransitions).toEqual([]);
  });

  it("refuses simple paths on a graph too big for them", () => {
    const counter = setup({ types: { context: {} as { n: number }, events: {} as { type: "INC" } } }).createMachine({
      context: { n: 0 },
      on: { INC: { guard: ({ context }) => context.n < 30, actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    expect(() => analyseMachine(counter, { events: [], simplePaths: true })).toThrow(/simple paths grow exponentially/);
  });
});

describe("model-paths support: a machine that fails with an unhandled actor error", () => {
  // Like a child whose parent handles its failure: `fetch` has no onError.
  const failing = setup({
    actors: { fetch: fromPromise<string, void>(async () => "not provided") },
  }).createMachine({
    id: "failing",
    initial: "fetching",
    states: {
      fetching: { invoke: { id: "fetch", src: "fetch", onDone: "fetched" } },
      fetched: { type: "final" },
    },
  });
  const boom = new Error("boom");

  it("offers the error only when the model lists it, reaches the failed snapshot and executes it", async () => {
    expect(analyseMachine(failing, { events: [] }).paths.map((p) => p.description)).toEqual(["reaches fetched via done fetch"]);

    const analysis = analyseMachine(failing, { events: [{ type: "xstate.error.actor.fetch", error: boom }] });
    const failed = analysis.paths.find((p) => p.state.status === "error");
    expect(failed?.description).toBe("reaches fetching via error fetch");
    expect(analysis.snapshots).toBe(3);
    expect(await executeAllPaths(failing, analysis)).toEqual([]);
  });

  it("fails a path when the machine fails with another error, or does not fail at all", async () => {
    const analysis = analyseMachine(failing, { events: [{ type: "xstate.error.actor.fetch", error: boom }] });
    const failed = analysis.paths.find((p) => p.state.status === "error");
    if (!failed) throw new Error("no failed path");
    const other = { ...failed, steps: failed.steps.map((s, i) => (i === 1 ? { ...s, event: { ...s.event, error: new Error("other") } } : s)) };
    await expect(executePath(failing, analysis, other)).rejects.toThrow(/failed with Error: other/);
    // The same chart, but the failure is handled: the machine does not fail where the model says it does.
    const recovering = setup({ actors: { fetch: fromPromise<string, void>(async () => "x") } }).createMachine({
      id: "failing",
      initial: "fetching",
      states: { fetching: { invoke: { id: "fetch", src: "fetch", onDone: "fetched", onError: "fetching" } }, fetched: { type: "final" } },
    });
    await expect(executePath(recovering, analysis, failed)).rejects.toThrow(/expected the actor to fail/);
  });
});
