// The relay (machines/app/app.relay.ts): how a parent hears a child. It forwards the child's emitted
// events of the listed types and the child's facts (only when they change, field by field), each
// stamped with the clock it was built with; it finds the child by ref or by systemId, and lets go
// when it is stopped.
import { relayLogic } from "@machines/app/app.relay";
import { describe, expect, it } from "vitest";
import { type AnyEventObject, assign, createActor, emit, setup } from "xstate";

const child = setup({
  types: { context: {} as { n: number; label: string }, events: {} as { type: "BUMP" } | { type: "RENAME" } | { type: "SHOUT" } },
}).createMachine({
  id: "child",
  context: { n: 0, label: "a" },
  on: {
    BUMP: { actions: assign(({ context }) => ({ n: context.n + 1 })) },
    RENAME: { actions: assign({ label: "b" }) },
    SHOUT: { actions: [emit({ type: "child.shouted" }), emit({ type: "child.ignored" })] },
  },
});

/** A parent that invokes the child and a relay on it, keeping what the relay sends. */
function parentWith(relayInput: (child: unknown) => Record<string, unknown>, clock = () => 1000) {
  const heard: AnyEventObject[] = [];
  const parent = setup({
    actors: { child, relay: relayLogic(clock) },
  }).createMachine({
    invoke: [
      { id: "child", src: "child", systemId: "theChild" },
      { id: "relay", src: "relay", input: ({ self }) => relayInput(self) as never },
    ],
    on: { "*": { actions: ({ event }) => void heard.push(event) } },
  });
  const actor = createActor(parent).start();
  return { actor, heard, child: () => actor.getSnapshot().children.child as unknown as { send(e: AnyEventObject): void } };
}

describe("relay", () => {
  it("forwards the listed emitted events with the time, and the facts when they change", () => {
    let now = 1000;
    const { actor, heard, child: c } = parentWith(
      () => ({ source: "theChild", emitted: ["child.shouted"], facts: (s: { context: { label: string } }) => ({ type: "FACTS", label: s.context.label }) }),
      () => now,
    );
    expect(heard).toEqual([{ type: "FACTS", label: "a", now: 1000 }]);
    now = 2000;
    c().send({ type: "BUMP" }); // another snapshot, the same facts: nothing
    c().send({ type: "SHOUT" });
    c().send({ type: "RENAME" });
    expect(heard.slice(1)).toEqual([
      { type: "child.shouted", now: 2000 },
      { type: "FACTS", label: "b", now: 2000 },
    ]);
    actor.stop();
  });

  it("lets go of the child when it stops", () => {
    const heard: AnyEventObject[] = [];
    const parent = setup({ actors: { child, relay: relayLogic(() => 1) } }).createMachine({
      invoke: { id: "child", src: "child", systemId: "quietChild" },
      initial: "listening",
      states: {
        listening: {
          invoke: { id: "relay", src: "relay", input: { source: "quietChild", emitted: ["child.shouted"] } },
          on: { DEAF: "deaf" },
        },
        deaf: {},
      },
      on: { "child.shouted": { actions: ({ event }) => void heard.push(event) } },
    });
    const actor = createActor(parent).start();
    const theChild = actor.system.get("quietChild") as { send(e: AnyEventObject): void };
    theChild.send({ type: "SHOUT" });
    actor.send({ type: "DEAF" });
    theChild.send({ type: "SHOUT" });
    expect(heard).toEqual([{ type: "child.shouted", now: 1 }]);
    actor.stop();
  });
});
