// Model-based paths for XState v5 machines, built on `xstate/graph`.
//
// `analyseMachine` builds a `TestModel` over the real machine logic. Invoked actors and delays are
// part of the model as explicit events: an actor's outcome is `xstate.done.actor.<id>` (with an
// `output`) or `xstate.error.actor.<id>` (with an `error`), a delay firing is
// `xstate.after.<delay>.<state id>`. The events a state offers are the ones its active state nodes
// handle; the model options give the concrete payloads (several per type are allowed). From the
// graph it takes the shortest path to every distinct snapshot and adds, for any transition not yet
// taken, the shortest path to its source plus that edge. It reports every state node and every
// transition definition of the machine and which of them the paths reach (a probe replays each edge
// with an inspected actor scope to learn exactly which transition definitions were taken, eventless
// ones included).
//
// `executePath` runs one path against the real machine: every actor is replaced by a deferred
// promise that the path resolves or rejects when it says done or error, delays run on a simulated
// clock that is advanced exactly to the timer's deadline, plain events are sent; after each step the
// actor's state value and context must equal the model's. A machine that leaves an actor's error
// unhandled fails with it (a child whose parent handles that): the model reaches that failed snapshot
// as a state of its own, offers nothing after it, and the execution expects the actor to fail with
// the same error there (and nowhere else).
//
// tests/support/machine-registry.ts lists the machines with their model options; the vitest suite
// tests/machines/model-paths.test.ts and `npm run test:paths` (scripts/paths-report.ts) use it.
import {
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
  SimulatedClock,
} from "xstate";
import { type StatePath, TestModel } from "xstate/graph";
import { checkOutcomes, type OutcomeTable } from "./outcomes";

// ---------------------------------------------------------------------------------------------------
// Options

export type ModelEvents = readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]);

export type ModelOptions = {
  /**
   * Concrete events the model may send. For each event type a state handles, the listed events of
   * that type are used; types without an entry get a default: `{type}` for plain events and delays,
   * `{type, output: undefined}` for done events, `{type, error: Error}` for error events.
   */
  events: ModelEvents;
  /** Input of the machine (the same for the model and the execution). */
  input?: unknown;
  /** Serialization that decides which snapshots are the same model state; default value + context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Also add every simple (cycle-free) path. Their number grows exponentially with the graph, so this
   * is refused above MAX_SNAPSHOTS_FOR_SIMPLE_PATHS snapshots.
   */
  simplePaths?: boolean;
  /** Cap on the traversal of the model (throws beyond it); default 20000 snapshots. */
  limit?: number;
  /**
   * The events (a function of the snapshot) are the whole offer: a handled type the function leaves
   * out is not offered (no default). For large parallel machines whose model offers each event only
   * where it moves the story on; otherwise every region multiplies the graph.
   */
  exactEvents?: boolean;
};

export type ExecuteOptions = {
  /** Input for the real actor; defaults to the model input. */
  input?: unknown;
  /** Implementations to add (e.g. a delay with a fixed clock). Actors given here replace the deferred fakes. */
  provide?: {
    actors?: Record<string, AnyActorLogic>;
    delays?: Record<string, unknown>;
    guards?: Record<string, unknown>;
    actions?: Record<string, unknown>;
  };
};

// ---------------------------------------------------------------------------------------------------
// Analysis results

export type TransitionInfo = {
  key: string;
  source: string;
  eventType: string;
  targets: string[];
  guard: string | null;
};

export type ModelStep = { event: AnyEventObject; state: AnyMachineSnapshot };

export type ModelPath = {
  description: string;
  /** steps[0] is the initial snapshot (event xstate.init); each later step is an event and the snapshot it leads to. */
  steps: ModelStep[];
  state: AnyMachineSnapshot;
  weight: number;
};

export type MachineAnalysis = {
  machineId: string;
  model: TestModel<AnyMachineSnapshot, AnyEventObject, unknown>;
  /** Every state node id of the machine (the root excluded). */
  states: string[];
  /** Every transition definition of the machine (guarded alternatives separately, eventless included). */
  transitions: TransitionInfo[];
  /** Number of distinct model snapshots (value + context) reached. */
  snapshots: number;
  /** Number of edges of the model graph. */
  edges: number;
  paths: ModelPath[];
  coveredStates: string[];
  coveredTransitions: string[];
  uncoveredStates: string[];
  uncoveredTransitions: string[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  options: ModelOptions;
  /** The transition definitions (keys) and state nodes one path takes, the initial ones included. */
  coverageOfPath: (path: ModelPath) => { transitions: string[]; states: string[] };
};

// ---------------------------------------------------------------------------------------------------
// Machine structure

/** Every state node below the root, depth first. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

function describeEventType(eventType: string): string {
  if (eventType === "") return "(always)";
  return eventType;
}

/** Every transition definition of the machine with a stable key. */
function transitionTable(machine: AnyStateMachine): Map<AnyTransitionDefinition, TransitionInfo> {
  const table = new Map<AnyTransitionDefinition, TransitionInfo>();
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    const groups: Array<[string, AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always?.length) groups.push(["", node.always]);
    for (const [eventType, list] of groups) {
      list.forEach((t, i) => {
        const targets = (t.target ?? []).map((n: AnyStateNode) => n.id);
        const guard = t.guard ? (typeof t.guard === "string" ? t.guard : ((t.guard as { type?: string }).type ?? "inline")) : null;
        const suffix = list.length > 1 ? `[${i}]` : "";
        table.set(t, {
          key: `${node.id} --${describeEventType(eventType)}${suffix}${guard ? ` if ${guard}` : ""}--> ${targets.length ? targets.join(",") : "(stays)"}`,
          source: node.id,
          eventType,
          targets,
          guard,
        });
      });
    }
  }
  return table;
}

// ---------------------------------------------------------------------------------------------------
// Serialization and events

/** value + context as JSON (and the error of a failed snapshot); Error objects by their message. */
export function defaultSerializeState(snapshot: AnyMachineSnapshot): string {
  if (snapshot.status === "error") return stableJson({ value: snapshot.value, context: snapshot.context, error: snapshot.error });
  return stableJson({ value: snapshot.value, context: snapshot.context });
}

export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => {
    if (v instanceof Error) return { error: v.message };
    if (v && typeof v === "object" && !Array.isArray(v)) {
      // sorted keys so that the order of assignment does not split model states
      return Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]));
    }
    return v;
  });
}

function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) for (const t of node.ownEvents) types.add(String(t));
  return [...types].filter((t) => t !== "*" && !t.endsWith(".*"));
}

function defaultEventFor(type: string): AnyEventObject {
  if (type.startsWith("xstate.done.actor.")) return { type, output: undefined };
  if (type.startsWith("xstate.error.actor.")) return { type, error: new Error(`model: ${type.slice("xstate.error.actor.".length)} failed`) };
  return { type };
}

/**
 * Error events of the running invoked actors that no transition handles: such a failure fails the
 * machine itself. Offered only when the model lists that error event (an explicit outcome).
 */
function unhandledErrorTypes(snapshot: AnyMachineSnapshot, offered: readonly AnyEventObject[], handled: readonly string[]): string[] {
  const ids = (snapshot._nodes as AnyStateNode[]).flatMap((n) => n.invoke.map((i: { id: string }) => i.id));
  return ids.map((id) => `xstate.error.actor.${id}`).filter((type) => !handled.includes(type) && offered.some((e) => e.type === type));
}

function eventsFunction(events: ModelEvents, exact = false) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    // A failed (or finished) machine takes no more events.
    if (snapshot.status !== "active") return [];
    const offered = typeof events === "function" ? events(snapshot) : events;
    const own = ownEventTypes(snapshot);
    if (exact) {
      const handled = new Set([...own, ...unhandledErrorTypes(snapshot, offered, own)]);
      return offered.filter((e) => handled.has(e.type));
    }
    return [...own, ...unhandledErrorTypes(snapshot, offered, own)].flatMap((type) => {
      const matching = offered.filter((e) => e.type === type);
      return matching.length ? matching : [defaultEventFor(type)];
    });
  };
}

// ---------------------------------------------------------------------------------------------------
// Exploring machines whose children have a systemId

type KeyedSystem = { _set(id: string, ref: unknown): void; _unregister(ref: unknown): void; get(id: string): unknown };
const tolerant = new WeakSet<object>();

/**
 * The graph is explored with pure transitions in one actor system, where a child is spawned again and
 * again but never stopped: its systemId would collide ("already exists"). In exploration the newest
 * child takes the systemId over (a running actor unregisters a stopped child itself).
 */
function tolerateSystemIds(system: unknown) {
  if (!system || tolerant.has(system as object)) return;
  const keyed = system as KeyedSystem;
  const set = keyed._set.bind(keyed);
  keyed._set = (id, ref) => {
    const existing = keyed.get(id);
    if (existing && existing !== ref) keyed._unregister(existing);
    set(id, ref);
  };
  tolerant.add(system as object);
}

/** The machine as the graph explores it: every actor scope it is given tolerates systemId reuse. */
function explorable(machine: AnyStateMachine): AnyStateMachine {
  const wrapper = Object.create(machine) as AnyStateMachine;
  wrapper.transition = ((snapshot: never, event: never, scope: { system?: unknown }) => {
    tolerateSystemIds(scope?.system);
    return machine.transition(snapshot, event, scope as never);
  }) as never;
  wrapper.getInitialSnapshot = ((scope: { system?: unknown }, input: unknown) => {
    tolerateSystemIds(scope?.system);
    return machine.getInitialSnapshot(scope as never, input);
  }) as never;
  return wrapper;
}

// ---------------------------------------------------------------------------------------------------
// Probe: replays an edge with an inspected actor scope to see the transitions taken

type ProbeResult = { snapshot: AnyMachineSnapshot; transitions: AnyTransitionDefinition[]; nodes: AnyStateNode[] };

function createProbe(machine: AnyStateMachine, input: unknown) {
  const actor = createActor(machine, { input } as never);
  tolerateSystemIds(actor.system);
  let microsteps: Array<{ snapshot: AnyMachineSnapshot; transitions: AnyTransitionDefinition[] }> = [];
  actor.system.inspect((ev) => {
    if (ev.type === "@xstate.microstep") {
      microsteps.push({ snapshot: ev.snapshot as AnyMachineSnapshot, transitions: ev._transitions });
    }
  });
  const scope = {
    self: actor,
    logger: () => {},
    id: "probe",
    sessionId: "probe",
    defer: () => {},
    system: actor.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as never;
  const collect = (snapshot: AnyMachineSnapshot): ProbeResult => {
    const result = {
      snapshot,
      transitions: microsteps.flatMap((m) => m.transitions),
      nodes: [...(snapshot._nodes as AnyStateNode[]), ...microsteps.flatMap((m) => m.snapshot._nodes as AnyStateNode[])],
    };
    microsteps = [];
    return result;
  };
  return {
    initial(): ProbeResult {
      microsteps = [];
      return collect(machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot);
    },
    step(snapshot: AnyMachineSnapshot, event: AnyEventObject): ProbeResult {
      microsteps = [];
      return collect(machine.transition(snapshot, event, scope) as AnyMachineSnapshot);
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Analysis

/** Short JSON for path descriptions: long strings (tokens) are cut. */
function compactJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) => {
    if (v instanceof Error) return v.message;
    if (typeof v === "string" && v.length > 24) return `${v.slice(0, 12)}…`;
    return v;
  });
}

function eventLabel(e: AnyEventObject): string {
  const { type, ...rest } = e;
  if (type.startsWith("xstate.after.")) return `after ${type.slice("xstate.after.".length).split(".")[0]}`;
  if (type.startsWith("xstate.done.actor.")) {
    const output = (rest as { output?: unknown }).output;
    return `done ${type.slice("xstate.done.actor.".length)}${output === undefined ? "" : ` ${compactJson(output)}`}`;
  }
  if (type.startsWith("xstate.error.actor.")) return `error ${type.slice("xstate.error.actor.".length)}`;
  return Object.keys(rest).length ? `${type} ${compactJson(rest)}` : type;
}

const stateLabel = (s: AnyMachineSnapshot) => (typeof s.value === "string" ? s.value : stableJson(s.value));

function describePath(steps: ModelStep[]): string {
  const end = steps[steps.length - 1].state;
  const events = steps.slice(1).map((s) => eventLabel(s.event));
  return `reaches ${stateLabel(end)}${events.length ? ` via ${events.join(" → ")}` : " (initial)"}`;
}

function toModelPath(p: StatePath<AnyMachineSnapshot, AnyEventObject>): ModelPath {
  const steps = p.steps.map((s) => ({ event: s.event, state: s.state }));
  return { steps, state: p.state, weight: p.weight, description: describePath(steps) };
}

/** Removes paths whose event sequence is a prefix of another path's. */
function dedupe(paths: ModelPath[], serializeEvent: (e: AnyEventObject) => string): ModelPath[] {
  const seqs = paths.map((p) => ({ p, seq: p.steps.slice(1).map((s) => serializeEvent(s.event)) }));
  seqs.sort((a, b) => b.seq.length - a.seq.length);
  const kept: typeof seqs = [];
  for (const cand of seqs) {
    const isPrefix = kept.some((k) => cand.seq.every((e, i) => k.seq[i] === e));
    if (!isPrefix) kept.push(cand);
  }
  return kept.map((k) => k.p).sort((a, b) => a.steps.length - b.steps.length || a.description.localeCompare(b.description));
}

/** Simple (cycle-free) paths are enumerated only for model graphs up to this many snapshots. */
export const MAX_SNAPSHOTS_FOR_SIMPLE_PATHS = 20;

export function analyseMachine(machine: AnyStateMachine, options: ModelOptions): MachineAnalysis {
  const serializeState = options.serializeState ?? defaultSerializeState;
  const serializeEvent = (e: AnyEventObject) => stableJson(e);
  const model = new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(explorable(machine) as never, {
    events: eventsFunction(options.events, options.exactEvents),
    serializeState: (s) => serializeState(s),
    serializeEvent,
    input: options.input,
    limit: options.limit ?? 20_000,
  });

  const table = transitionTable(machine);
  const probe = createProbe(machine, options.input);
  const adjacency = model.getAdjacencyMap();

  // Transitions and nodes touched by each edge, keyed by "state|event".
  const edgeKey = (stateKey: string, e: AnyEventObject) => `${stateKey}|${serializeEvent(e)}`;
  const edgeInfo = new Map<string, { transitions: string[]; nodes: string[]; from: string; event: AnyEventObject; to: AnyMachineSnapshot }>();
  let edges = 0;
  for (const [stateKey, value] of Object.entries(adjacency)) {
    for (const t of Object.values(value.transitions) as Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>) {
      edges++;
      const r = probe.step(value.state, t.event);
      edgeInfo.set(edgeKey(stateKey, t.event), {
        transitions: [...new Set(r.transitions.map((td) => table.get(td)?.key).filter((k): k is string => !!k))],
        nodes: [...new Set(r.nodes.map((n) => n.id))],
        from: stateKey,
        event: t.event,
        to: t.state,
      });
    }
  }
  const initial = probe.initial();
  const initialTransitions = initial.transitions.map((td) => table.get(td)?.key).filter((k): k is string => !!k);
  const initialNodes = initial.nodes.map((n) => n.id);

  // Shortest path to every distinct snapshot.
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true }).map(toModelPath);
  const pathTo = new Map<string, ModelPath>();
  for (const p of shortest) pathTo.set(serializeState(p.state), p);

  let candidates: ModelPath[] = [...shortest];
  if (options.simplePaths) {
    const count = Object.keys(adjacency).length;
    if (count > MAX_SNAPSHOTS_FOR_SIMPLE_PATHS) {
      throw new Error(
        `simplePaths: ${machine.id} has ${count} model snapshots; simple paths grow exponentially, so they are allowed up to ${MAX_SNAPSHOTS_FOR_SIMPLE_PATHS}. Use the default (shortest paths plus transition cover).`,
      );
    }
    candidates.push(...model.getSimplePaths({ allowDuplicatePaths: true }).map(toModelPath));
  }

  const coverageOf = (paths: ModelPath[]) => {
    const transitions = new Set<string>(initialTransitions);
    const nodes = new Set<string>(initialNodes);
    for (const p of paths) {
      for (let i = 1; i < p.steps.length; i++) {
        const info = edgeInfo.get(edgeKey(serializeState(p.steps[i - 1].state), p.steps[i].event));
        for (const t of info?.transitions ?? []) transitions.add(t);
        for (const n of info?.nodes ?? []) nodes.add(n);
      }
    }
    return { transitions, nodes };
  };

  // Extend with an edge for every transition the paths do not take yet.
  const covered = coverageOf(candidates).transitions;
  for (const info of edgeInfo.values()) {
    if (info.transitions.every((t) => covered.has(t))) continue;
    const head = pathTo.get(info.from);
    if (!head) continue;
    const steps = [...head.steps, { event: info.event, state: info.to }];
    candidates.push({ steps, state: info.to, weight: head.weight + 1, description: describePath(steps) });
    for (const t of info.transitions) covered.add(t);
  }
  candidates = dedupe(candidates, serializeEvent);

  const final = coverageOf(candidates);
  const states = allStateNodes(machine).map((n) => n.id);
  const transitions = [...table.values()];
  return {
    machineId: machine.id,
    model,
    states,
    transitions,
    snapshots: Object.keys(adjacency).length,
    edges,
    paths: candidates,
    coveredStates: states.filter((s) => final.nodes.has(s)),
    coveredTransitions: transitions.map((t) => t.key).filter((k) => final.transitions.has(k)),
    uncoveredStates: states.filter((s) => !final.nodes.has(s)),
    uncoveredTransitions: transitions.map((t) => t.key).filter((k) => !final.transitions.has(k)),
    serializeState,
    options,
    coverageOfPath: (path) => {
      const c = coverageOf([path]);
      return { transitions: [...c.transitions], states: states.filter((id) => c.nodes.has(id)) };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Execution against the real machine

type Deferred = {
  src: string;
  input: unknown;
  signal: AbortSignal;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
};

/**
 * A simulated clock that remembers when each scheduled event of the actor system was scheduled, so a
 * path can advance time exactly to one timer's deadline (the system's own `startedAt` uses Date.now).
 */
type SchedulingSystem = { getSnapshot(): { _scheduledEvents: Record<string, { event: AnyEventObject; delay: number }> } };

export class ModelClock extends SimulatedClock {
  private readonly startedAt = new WeakMap<object, number>();
  private system: SchedulingSystem | null = null;

  attach(system: SchedulingSystem) {
    this.system = system;
  }

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number) {
    if (this.system) {
      for (const scheduled of Object.values(this.system.getSnapshot()._scheduledEvents)) {
        if (!this.startedAt.has(scheduled)) this.startedAt.set(scheduled, this.now());
      }
    }
    return super.setTimeout(fn, timeout);
  }

  /** Advances the clock to the deadline of the pending delayed event of that type; false when none is pending. */
  fire(eventType: string): boolean {
    if (!this.system) return false;
    const pending = Object.values(this.system.getSnapshot()._scheduledEvents).find((s) => s.event.type === eventType);
    if (!pending) return false;
    const start = this.startedAt.get(pending) ?? this.now();
    this.increment(Math.max(0, start + pending.delay - this.now()));
    return true;
  }
}

export type ExecutionResult = {
  emitted: AnyEventObject[];
  /** Every actor started, in order, with its input. */
  started: Array<{ id: string; src: string; input: unknown }>;
  final: AnyMachineSnapshot;
};

/** Lets promise callbacks and the actor's reactions run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Register = (src: string, id: string, input: unknown, signal: AbortSignal, resolve: (v: unknown) => void, reject: (e: unknown) => void) => void;
const controllers = new WeakMap<object, Register>();

/**
 * A deferred promise actor the controlled run of its actor system settles by id (like the fakes of
 * the setup's actors). For logic a machine gets at run time — e.g. a loaded chunk's children, which a
 * model's done event hands over — so that `resolve(id)`/`reject(id)` reach them too. Outside a
 * controlled run (graph exploration never starts actors) it stays pending.
 */
export function deferredLogic(src: string): AnyActorLogic {
  return fromPromise<unknown, unknown>(
    ({ input, self, signal, system }) =>
      new Promise((resolve, reject) => {
        controllers.get(system as object)?.(src, self.id, input, signal, resolve, reject);
      }),
  );
}

/**
 * A started actor of the machine whose invoked actors are deferred promises the test settles by id,
 * on a simulated clock. Used by executePath and by the hand-written specs.
 */
export type Controlled = {
  actor: ReturnType<typeof createActor<AnyStateMachine>>;
  clock: ModelClock;
  emitted: AnyEventObject[];
  started: Array<{ id: string; src: string; input: unknown }>;
  /** Whether an invoked actor with that id is running (started and not yet settled or stopped). */
  isRunning(id: string): boolean;
  /** Input of the running actor with that id. */
  inputOf(id: string): unknown;
  /** Abort signal of the running actor with that id (aborted when its state is left). */
  signalOf(id: string): AbortSignal;
  resolve(id: string, output?: unknown): Promise<void>;
  reject(id: string, error: unknown): Promise<void>;
  send(event: AnyEventObject): Promise<void>;
  /** Advances the simulated clock. */
  advance(ms: number): Promise<void>;
  /** Advances to the deadline of the pending delayed event of that type; throws when none is pending. */
  fire(delayedEventType: string): Promise<void>;
  /** Error the actor failed with, if any. */
  error(): unknown;
  stop(): void;
};

export function startControlled(machine: AnyStateMachine, execute: ExecuteOptions = {}): Controlled {
  const running = new Map<string, Deferred>();
  const started: Controlled["started"] = [];
  const fakes: Record<string, AnyActorLogic> = {};
  for (const src of Object.keys(machine.implementations.actors ?? {})) fakes[src] = deferredLogic(src);
  const provided = machine.provide({
    ...(execute.provide ?? {}),
    actors: { ...fakes, ...(execute.provide?.actors ?? {}) },
  } as never) as AnyStateMachine;

  const clock = new ModelClock();
  const actor = createActor(provided, { input: execute.input, clock } as never);
  clock.attach(actor.system as never);
  controllers.set(actor.system as object, (src, id, input, signal, resolve, reject) => {
    started.push({ id, src, input });
    running.set(id, { src, input, signal, resolve, reject });
  });
  const emitted: AnyEventObject[] = [];
  actor.on("*", (e: AnyEventObject) => {
    emitted.push(e);
  });
  let actorError: unknown = null;
  actor.subscribe({ error: (e) => (actorError = e) });
  actor.start();

  const live = (id: string): Deferred => {
    const d = running.get(id);
    if (!d) throw new Error(`no actor "${id}" is running`);
    if (d.signal.aborted) throw new Error(`actor "${id}" was already stopped`);
    return d;
  };
  return {
    actor,
    clock,
    emitted,
    started,
    isRunning: (id) => {
      const d = running.get(id);
      return !!d && !d.signal.aborted;
    },
    inputOf: (id) => live(id).input,
    signalOf: (id) => {
      const d = running.get(id);
      if (!d) throw new Error(`no actor "${id}" was started`);
      return d.signal;
    },
    async resolve(id, output) {
      const d = live(id);
      running.delete(id);
      d.resolve(output);
      await settle();
    },
    async reject(id, error) {
      const d = live(id);
      running.delete(id);
      d.reject(error);
      await settle();
    },
    async send(event) {
      actor.send(event);
      await settle();
    },
    async advance(ms) {
      clock.increment(ms);
      await settle();
    },
    async fire(type) {
      if (!clock.fire(type)) throw new Error(`no timer "${type}" is pending`);
      await settle();
    },
    error: () => actorError,
    stop: () => actor.stop(),
  };
}

/**
 * Runs one model path against the real machine; throws with the path description on the first mismatch.
 * With an outcome table (tests/support/outcomes.ts), every step is also checked against it: the states
 * entered, the tags, the context facts and the emitted events the table says.
 */
export async function executePath(
  machine: AnyStateMachine,
  analysis: Pick<MachineAnalysis, "model" | "serializeState" | "options">,
  path: ModelPath,
  execute: ExecuteOptions = {},
  outcomes?: OutcomeTable,
): Promise<ExecutionResult> {
  const c = startControlled(machine, { ...execute, input: execute.input ?? analysis.options.input });
  await settle();
  const fail = (message: string): never => {
    throw new Error(`${message}\n  path: ${path.description}`);
  };
  const check = (expected: AnyMachineSnapshot, index: number) => {
    if (expected.status === "error") {
      if (!c.error()) fail(`step ${index}: the model expected the actor to fail with ${String(expected.error)}, but it did not`);
      if (stableJson(c.error()) !== stableJson(expected.error)) fail(`step ${index}: the actor failed with ${String(c.error())}, the model expected ${String(expected.error)}`);
    } else if (c.error()) fail(`the actor failed: ${String(c.error())}`);
    const actual = analysis.serializeState(c.actor.getSnapshot() as AnyMachineSnapshot);
    const wanted = analysis.serializeState(expected);
    if (actual !== wanted) fail(`step ${index}: the machine is in\n    ${actual}\n  but the model expected\n    ${wanted}`);
  };
  let before: AnyMachineSnapshot | null = null;
  try {
    for (let i = 0; i < path.steps.length; i++) {
      const { event, state } = path.steps[i];
      const type = event.type;
      const emittedBefore = i === 0 ? 0 : c.emitted.length;
      try {
        if (type === "xstate.init") {
          // the initial snapshot
        } else if (type.startsWith("xstate.done.actor.")) {
          await c.resolve(type.slice("xstate.done.actor.".length), (event as { output?: unknown }).output);
        } else if (type.startsWith("xstate.error.actor.")) {
          await c.reject(type.slice("xstate.error.actor.".length), (event as { error?: unknown }).error);
        } else if (type.startsWith("xstate.after.")) {
          await c.fire(type);
        } else {
          await c.send(event);
        }
      } catch (e) {
        fail(`step ${i}: ${(e as Error).message}`);
      }
      check(state, i);
      if (outcomes) {
        const after = c.actor.getSnapshot() as AnyMachineSnapshot;
        const problems = checkOutcomes(outcomes, before, event, after, c.emitted.slice(emittedBefore));
        if (problems.length) fail(`step ${i} (${type}) disagrees with the outcome table:\n    ${problems.join("\n    ")}`);
        before = after;
      }
    }
    return { emitted: c.emitted, started: c.started, final: c.actor.getSnapshot() as AnyMachineSnapshot };
  } finally {
    c.stop();
  }
}

/** Runs every path of an analysis; returns the failures (empty when all passed). */
export async function executeAllPaths(
  machine: AnyStateMachine,
  analysis: MachineAnalysis,
  execute: ExecuteOptions = {},
  outcomes?: OutcomeTable,
): Promise<Array<{ path: ModelPath; error: Error }>> {
  const failures: Array<{ path: ModelPath; error: Error }> = [];
  for (const path of analysis.paths) {
    try {
      await executePath(machine, analysis, path, execute, outcomes);
    } catch (e) {
      failures.push({ path, error: e as Error });
    }
  }
  return failures;
}

/** Coverage figures for reports. */
export function coverageSummary(a: MachineAnalysis) {
  const pct = (n: number, d: number) => (d === 0 ? 100 : Math.round((1000 * n) / d) / 10);
  return {
    states: a.states.length,
    transitions: a.transitions.length,
    paths: a.paths.length,
    snapshots: a.snapshots,
    edges: a.edges,
    coveredStates: a.coveredStates.length,
    coveredTransitions: a.coveredTransitions.length,
    statesPct: pct(a.coveredStates.length, a.states.length),
    transitionsPct: pct(a.coveredTransitions.length, a.transitions.length),
  };
}
