// Outcome tables: what a generated path must observe, written down beside the chart rather than read
// from it. The model (tests/support/model-paths.ts) generates its paths from the machine itself, so
// comparing the machine with the model only proves the wiring; a wrong target state would move the
// model and the machine alike. The table says independently, for every state of the machine:
//
// - `enteredBy`: the event types that may bring the machine into this state (the event of the step
//   on which the state becomes active; eventless and initial transitions count as the step's event,
//   `xstate.init` for the start). A transition retargeted to another state enters a state whose
//   list does not name that event, and the path fails.
// - `tags`: the tags this state node adds (the snapshot's tags must be exactly the union over the
//   active state nodes).
// - `facts`: what holds of the context whenever the state is active (a predicate, or a list of them;
//   each returns true, or a string saying what is wrong).
//
// and for every event the machine emits, on which step events it may be emitted (`on`) and, with
// `when`, exactly when it must be (given the snapshot after the step and the step's event).
//
// `checkOutcomes` runs at every step of every generated path (executePath in model-paths.ts).
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from "xstate";

// biome-ignore lint/suspicious/noExplicitAny: a table reads its own machine's context
export type Fact = (context: any, snapshot: AnyMachineSnapshot) => boolean | string;

export type StateOutcome = {
  enteredBy: readonly string[];
  tags?: readonly string[];
  facts?: Fact | readonly Fact[];
};

export type EmitRule = {
  on: readonly string[];
  /** When given, the event must be emitted exactly when this holds (after the step); otherwise it may be. */
  // biome-ignore lint/suspicious/noExplicitAny: a table reads its own machine's context
  when?: (context: any, event: AnyEventObject, snapshot: AnyMachineSnapshot) => boolean;
  /** What the emitted event carries (true, or a string saying what is wrong). */
  // biome-ignore lint/suspicious/noExplicitAny: a table reads its own machine's context
  payload?: (emitted: any, context: any, event: AnyEventObject) => boolean | string;
};

export type OutcomeTable = {
  states: Record<string, StateOutcome>;
  emits?: Record<string, EmitRule>;
};

/** `xstate.after.<delay>.<state id>` by its delay only, as the tables name it: `after <delay>`. */
export function tableEventType(type: string): string {
  if (type.startsWith("xstate.after.")) return `after ${type.slice("xstate.after.".length).split(".")[0]}`;
  return type;
}

const activeIds = (s: AnyMachineSnapshot) => (s._nodes as AnyStateNode[]).filter((n) => n.parent).map((n) => n.id);

/** Checks one step; returns the problems (empty when the step agrees with the table). */
export function checkOutcomes(
  table: OutcomeTable,
  before: AnyMachineSnapshot | null,
  event: AnyEventObject,
  after: AnyMachineSnapshot,
  emitted: readonly AnyEventObject[],
): string[] {
  const problems: string[] = [];
  const type = tableEventType(event.type);
  if (after.status === "error") return problems;
  const now = activeIds(after);
  const was = new Set(before && before.status !== "error" ? activeIds(before) : []);
  for (const id of now) {
    const row = table.states[id];
    if (!row) {
      problems.push(`state ${id} is not in the outcome table`);
      continue;
    }
    if (!was.has(id) && !row.enteredBy.includes(type)) {
      problems.push(`entered ${id} on ${type}, but the table says it is entered only by ${row.enteredBy.join(", ") || "(nothing)"}`);
    }
    const facts = row.facts === undefined ? [] : Array.isArray(row.facts) ? row.facts : [row.facts as Fact];
    for (const fact of facts) {
      const r = fact(after.context, after);
      if (r !== true) problems.push(`in ${id}: ${typeof r === "string" ? r : `fact ${fact.toString().slice(0, 120)} does not hold`}`);
    }
  }
  const wantTags = new Set(now.flatMap((id) => table.states[id]?.tags ?? []));
  const haveTags = new Set([...(after.tags as Set<string>)]);
  const tagList = (s: Set<string>) => [...s].sort().join(", ") || "(none)";
  if (tagList(wantTags) !== tagList(haveTags)) problems.push(`tags are ${tagList(haveTags)}, the table says ${tagList(wantTags)} for ${now.join(" + ")}`);
  for (const [emittedType, rule] of Object.entries(table.emits ?? {})) {
    const mine = emitted.filter((e) => e.type === emittedType);
    const count = mine.length;
    for (const e of rule.payload ? mine : []) {
      const r = rule.payload?.(e, after.context, event);
      if (r !== true) problems.push(`emitted ${emittedType} ${JSON.stringify(e).slice(0, 160)}: ${typeof r === "string" ? r : "payload is not what the table says"}`);
    }
    if (count && !rule.on.includes(type)) problems.push(`emitted ${emittedType} on ${type}; the table allows it only on ${rule.on.join(", ")}`);
    if (rule.when && rule.on.includes(type)) {
      const must = rule.when(after.context, event, after);
      if (must && !count) problems.push(`${emittedType} was not emitted on ${type}, the table says it must be`);
      if (!must && count) problems.push(`${emittedType} was emitted on ${type}, the table says it must not be here`);
    }
  }
  for (const e of emitted) {
    if (!table.emits?.[e.type]) problems.push(`emitted ${e.type}, which the table does not list`);
  }
  return problems;
}

/** Every state id of the machine the table lacks, and every table row that names no state. */
export function tableGaps(table: OutcomeTable, stateIds: readonly string[]): { missing: string[]; unknown: string[] } {
  return {
    missing: stateIds.filter((id) => !(id in table.states)),
    unknown: Object.keys(table.states).filter((id) => !stateIds.includes(id)),
  };
}
