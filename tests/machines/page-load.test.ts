// Hand-written specs of the page-load machine: a lazy page is loaded, retried every 2 s up to 10
// times, and after that the load-failure bar (state `failed`) offers a reload.
import { DEFAULT_DEPLOYMENT, validateDeployment } from "@config/deployment";
import { deploymentFromEnv } from "@config/deployment-env";
import { pageLoadMachine, PAGE_LOAD_MAX_RETRIES, PAGE_LOAD_RETRY_DELAY_MS } from "@machines/page-load/page-load.machine";
import { selectIsLoadingPage, selectPageLoadFailed, selectPageLoaded, selectRetries } from "@machines/page-load/page-load.selectors";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(outcomes: boolean[]) {
  const attempts: number[] = [];
  const clock = new SimulatedClock();
  const machine = pageLoadMachine.provide({
    actors: {
      loadPage: fromPromise<void, { attempt: number }>(async ({ input }) => {
        attempts.push(input.attempt);
        const ok = outcomes[attempts.length - 1] ?? false;
        if (!ok) throw new Error("Failed to fetch dynamically imported module: /assets/page.js");
      }),
    },
  });
  const actor = createActor(machine, { clock, input: {} }).start();
  return { actor, attempts, clock };
}

describe("page-load machine", () => {
  it("exposes the spec's constants", () => {
    expect(PAGE_LOAD_RETRY_DELAY_MS).toBe(2000);
    expect(PAGE_LOAD_MAX_RETRIES).toBe(10);
    // A deployment waits the spec's 2 s unless it says otherwise (PAGE_LOAD_RETRY_MS, outside production).
    expect(DEFAULT_DEPLOYMENT.pageLoadRetryMs).toBe(PAGE_LOAD_RETRY_DELAY_MS);
    expect(deploymentFromEnv({}).pageLoadRetryMs).toBeUndefined();
    expect(validateDeployment(deploymentFromEnv({ PAGE_LOAD_RETRY_MS: "200" }))).toMatchObject({ ok: true, config: { pageLoadRetryMs: 200 } });
    expect(validateDeployment(deploymentFromEnv({ APP_ENV: "prd", PAGE_LOAD_RETRY_MS: "200" }))).toMatchObject({ ok: false, problems: [{ field: "pageLoadRetryMs" }] });
  });

  it("renders the page when the first load succeeds", async () => {
    const { actor, attempts } = start([true]);
    expect(selectIsLoadingPage(actor.getSnapshot())).toBe(true);
    await flush();
    expect(selectPageLoaded(actor.getSnapshot())).toBe(true);
    expect(attempts).toEqual([1]);
  });

  it("waits 2 s after a failure and loads again", async () => {
    const { actor, attempts, clock } = start([false, true]);
    await flush();
    expect(actor.getSnapshot().value).toBe("waitingToRetry");
    expect(actor.getSnapshot().context.lastError).toMatch(/dynamically imported module/);
    clock.increment(1999);
    await flush();
    expect(attempts).toEqual([1]);
    clock.increment(1);
    await flush();
    expect(attempts).toEqual([1, 2]);
    expect(selectPageLoaded(actor.getSnapshot())).toBe(true);
    expect(selectRetries(actor.getSnapshot())).toBe(1);
  });

  it("gives up after 10 retries (11 attempts) and shows the failure bar", async () => {
    const { actor, attempts, clock } = start([]);
    for (let i = 0; i < 10; i++) {
      await flush();
      expect(actor.getSnapshot().value).toBe("waitingToRetry");
      clock.increment(2000);
    }
    await flush();
    expect(attempts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(selectPageLoadFailed(actor.getSnapshot())).toBe(true);
    expect(selectIsLoadingPage(actor.getSnapshot())).toBe(false);
  });

  it("reloads the application when the bar is closed", async () => {
    let reloads = 0;
    const machine = pageLoadMachine.provide({
      actors: {
        loadPage: fromPromise<void, { attempt: number }>(async () => {
          throw new Error("offline");
        }),
        reloadApp: fromPromise<void, void>(() => {
          reloads++;
          return new Promise(() => {});
        }),
      },
    });
    const a = createActor(machine, { input: { maxRetries: 0 } }).start();
    await flush();
    expect(a.getSnapshot().value).toBe("failed");
    a.send({ type: "RELOAD.REQUESTED" });
    expect(a.getSnapshot().value).toBe("reloading");
    expect(selectPageLoadFailed(a.getSnapshot())).toBe(true);
    expect(reloads).toBe(1);
  });

  it("returns to the bar when the reload itself fails", async () => {
    const machine = pageLoadMachine.provide({
      actors: {
        loadPage: fromPromise<void, { attempt: number }>(async () => {
          throw new Error("offline");
        }),
        reloadApp: fromPromise<void, void>(async () => {
          throw new Error("blocked");
        }),
      },
    });
    const a = createActor(machine, { input: { maxRetries: 0 } }).start();
    await flush();
    a.send({ type: "RELOAD.REQUESTED" });
    await flush();
    expect(a.getSnapshot().value).toBe("failed");
  });
});
