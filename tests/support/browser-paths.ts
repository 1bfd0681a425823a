// Browser paths: the part of a chart a QA engineer replays in Chromium against the real platform.
//
// A browser model takes the real machine and offers, per snapshot, only what a browser session can
// cause (user events, each with a page action in e2e/pages/chart-paths.ts) and what the real platform
// answers with the demo data (actor outcomes and delays, which need no action: the platform and the
// timers produce them). xstate/graph explores that graph like any other model (tests/support/model-paths.ts),
// and a greedy cover keeps the fewest paths that take every transition the browser can reach (not
// every path). Every state maps to a view, the thing the page shows in that state, and every view
// has a UI assertion in the page model; so after a change of the chart the browser paths are simply
// generated again. `npm run test:paths` lists which paths run where.
import { type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, getNextSnapshot } from "xstate";
import { analyseMachine, type MachineAnalysis, type ModelPath } from "./model-paths";

export type BrowserModel = {
  /** The machine's name in tests/support/machine-registry.ts. */
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** The whole offer of each snapshot: user events and the platform's answers (exactEvents). */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** Event types a user causes (each has a page action); every other offered event is the platform's or a timer's. */
  userEvents: readonly string[];
  /** What the page shows in a snapshot (each view has a UI assertion in the page model). */
  view: (snapshot: AnyMachineSnapshot) => string;
  /** Serialization of model states (default: value + context). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
};

export type BrowserPlan = {
  model: BrowserModel;
  analysis: MachineAnalysis;
  /** The chosen paths, in order. */
  paths: ModelPath[];
  /** Transitions of the machine the browser graph can take, and those the chosen paths take. */
  reachableTransitions: string[];
  coveredTransitions: string[];
  coveredStates: string[];
};

/** Greedy transition cover: repeatedly the path that adds the most transitions not yet taken. */
export function planBrowserPaths(model: BrowserModel): BrowserPlan {
  // The platform answers before the user acts again: where an answer (or a timer) is pending, only
  // answers are offered; the user's events only where the page waits for them.
  const pendingAnswers = (snapshot: AnyMachineSnapshot) => {
    const handled = new Set((snapshot._nodes as AnyStateNode[]).flatMap((n) => [...n.ownEvents].map(String)));
    return model.events(snapshot).filter((e) => !model.userEvents.includes(e.type) && handled.has(e.type));
  };
  const events = (snapshot: AnyMachineSnapshot) => {
    const pending = pendingAnswers(snapshot);
    return pending.length ? pending : model.events(snapshot);
  };
  const analysis = analyseMachine(model.machine, {
    input: model.input,
    events,
    exactEvents: true,
    serializeState: model.serializeState,
  });
  // A browser path ends where the page rests: a path that stops while an answer is pending would
  // ask the page for a view the real platform has already left (the same path with the answer
  // taken is a candidate too).
  const settle = (path: ModelPath): ModelPath => {
    const steps = [...path.steps];
    let state = path.state;
    for (let pending = pendingAnswers(state); pending.length && steps.length < path.steps.length + 10; pending = pendingAnswers(state)) {
      state = getNextSnapshot(model.machine, state, pending[0]);
      steps.push({ event: pending[0], state });
    }
    return steps.length === path.steps.length ? path : { ...path, steps, state };
  };
  const cover = new Map(analysis.paths.map(settle).map((p) => [p, analysis.coverageOfPath(p)]));
  const reachable = new Set(analysis.coveredTransitions);
  const taken = new Set<string>();
  const states = new Set<string>();
  const chosen: ModelPath[] = [];
  while (true) {
    let best: ModelPath | null = null;
    let gain = 0;
    for (const [p, c] of cover) {
      const g = c.transitions.filter((t) => !taken.has(t)).length;
      if (g > gain || (g === gain && g > 0 && best && p.steps.length < best.steps.length)) {
        best = p;
        gain = g;
      }
    }
    if (!best || gain === 0) break;
    chosen.push(best);
    for (const t of cover.get(best)?.transitions ?? []) taken.add(t);
    for (const s of cover.get(best)?.states ?? []) states.add(s);
    cover.delete(best);
  }
  return {
    model,
    analysis,
    paths: chosen,
    reachableTransitions: [...reachable],
    coveredTransitions: [...taken],
    coveredStates: [...states],
  };
}

/**
 * The steps of a path with what the browser does and checks: the page action of a user event (null
 * for the platform's answers), the view of the state reached, and whether the path rests there (the
 * next step is the user's, or the path ends): at a resting step the page must show exactly that view;
 * in between, any view up to the next resting step (the platform may already be further).
 */
export function browserSteps(plan: BrowserPlan, path: ModelPath) {
  const steps = path.steps.map((s) => ({ event: s.event, user: plan.model.userEvents.includes(s.event.type), view: plan.model.view(s.state) }));
  return steps.map((s, i) => {
    const next = steps[i + 1];
    const rests = !next || next.user;
    let j = i;
    while (j + 1 < steps.length && !steps[j + 1].user) j++;
    return { ...s, rests, allowed: [...new Set(steps.slice(i, j + 1).map((x) => x.view))] };
  });
}
