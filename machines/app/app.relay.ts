// The relay: how a machine hears what one of its children tells the world. XState delivers a child's
// emitted events only to listeners of that child (`actor.on`), and a spawned child's snapshots to no
// one; the relay is a callback actor that the parent invokes next to the child, listens to the
// child and sends back to the parent
// - every emitted event of the listed types, as it is (a `notify`, `session.loggedOut`, …), and
// - the child's "facts": an event computed from each snapshot by a pure function, sent whenever it
//   differs (field by field) from the last one sent, so a chart sees changes, not every snapshot.
// Each event sent back carries `now` (epoch ms) from the clock the relay was built with: machines read
// no clock, and the rules that need the time (order fetch windows, the live update rule) get it
// stamped on the event that triggers them. The composition root builds the relay with the real clock
// (`relayLogic(() => Date.now())`); tests build it with a fixed one.
import { type AnyActorRef, type AnyEventObject, fromCallback, type Subscription } from "xstate";

/** A pure function of a child's snapshot: the event that describes it, or null to say nothing. */
// biome-ignore lint/suspicious/noExplicitAny: each relay is given the facts function of its own child's snapshot type
export type FactsOf = (snapshot: any, now: number) => AnyEventObject | null;

export type RelayInput = {
  /** The child to follow: its ref, or its systemId (looked up when the relay starts). */
  source: AnyActorRef | string;
  /** Emitted event types sent back as they are. */
  emitted?: readonly string[];
  /** Facts of the child's snapshots, sent back when they change. */
  facts?: FactsOf;
};

/** Field-by-field equality (values by identity): a fact object that changed is a new object. */
function sameFacts(a: AnyEventObject, b: AnyEventObject): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.is(a[k], b[k]));
}

/** The relay actor logic over a clock. */
export function relayLogic(clock: () => number) {
  return fromCallback<AnyEventObject, RelayInput>(({ input, sendBack, system }) => {
    const source: AnyActorRef | undefined = typeof input.source === "string" ? system.get(input.source) : input.source;
    if (!source) return;
    const subscriptions: Subscription[] = (input.emitted ?? []).map((type) =>
      source.on(type, (event: AnyEventObject) => sendBack({ ...event, now: clock() })),
    );
    const facts = input.facts;
    if (facts) {
      let last: AnyEventObject | null = null;
      const report = (snapshot: unknown) => {
        const next = facts(snapshot, clock());
        if (!next || (last && sameFacts(last, next))) return;
        last = next;
        sendBack({ ...next, now: clock() });
      };
      report(source.getSnapshot());
      subscriptions.push(source.subscribe({ next: report, error: () => undefined }));
    }
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  });
}

/** The relay as a machine declares it; the composition root provides `relayLogic(clock)`. */
export const relay = fromCallback<AnyEventObject, RelayInput>(() => {
  throw new Error("relay is not provided");
});
