// Hand-written specs of the welcome walkthrough: three screens once after a first sign-in.
import { welcomeMachine } from "@machines/welcome/welcome.machine";
import { selectWelcomeScreen, selectWelcomeShown, selectWelcomeStep } from "@machines/welcome/welcome.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";

type Snap = ReturnType<typeof welcomeMachine.getInitialSnapshot>;

async function start() {
  const c = startControlled(welcomeMachine);
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

describe("welcome", () => {
  it("after a first sign-in shows three screens: next, next, start; then remembers it", async () => {
    const w = await start();
    expect(selectWelcomeShown(w.snap())).toBe(false);
    await w.send({ type: "SIGNED_IN" });
    await w.resolve("readWelcomeSeen", false);
    expect(selectWelcomeScreen(w.snap())).toBe("requesting");
    expect(selectWelcomeStep(w.snap())).toBe(1);
    await w.send({ type: "START" });
    expect(selectWelcomeScreen(w.snap())).toBe("requesting");
    await w.send({ type: "NEXT" });
    await w.send({ type: "BACK" });
    await w.send({ type: "NEXT" });
    await w.send({ type: "NEXT" });
    expect(selectWelcomeScreen(w.snap())).toBe("helping");
    expect(selectWelcomeStep(w.snap())).toBe(3);
    await w.send({ type: "START" });
    expect(w.isRunning("markWelcomeSeen")).toBe(true);
    await w.resolve("markWelcomeSeen");
    expect(selectWelcomeShown(w.snap())).toBe(false);
  });

  it("is not shown again once seen, nor when the storage cannot be read", async () => {
    const w = await start();
    await w.send({ type: "SIGNED_IN" });
    await w.resolve("readWelcomeSeen", true);
    expect(selectWelcomeShown(w.snap())).toBe(false);
    await w.send({ type: "SIGNED_IN" });
    await w.reject("readWelcomeSeen", new Error("no storage"));
    expect(selectWelcomeShown(w.snap())).toBe(false);
  });

  it("SKIP on any screen ends it and remembers it (a storage failure ends it too)", async () => {
    const w = await start();
    await w.send({ type: "SIGNED_IN" });
    await w.resolve("readWelcomeSeen", false);
    await w.send({ type: "NEXT" });
    await w.send({ type: "SKIP" });
    await w.reject("markWelcomeSeen", new Error("quota"));
    expect(selectWelcomeShown(w.snap())).toBe(false);
    expect(w.snap().value).toBe("idle");
  });
});
