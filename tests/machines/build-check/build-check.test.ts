// Hand-written specs of the build check: manifest every 300000 ms, outdated on a new version, reload
// after 3000 ms, on the simulated clock.
import { buildCheckMachine, BUILD_OUTDATED_MESSAGE } from "@machines/build-check/build-check.machine";
import { selectIsOutdated, selectKnownVersion, selectLatestVersion } from "@machines/build-check/build-check.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";

type Snap = ReturnType<typeof buildCheckMachine.getInitialSnapshot>;

async function start(currentVersion: string | null = null) {
  const c = startControlled(buildCheckMachine, { input: { currentVersion } });
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as Snap };
}
const manifestCalls = (c: { started: Array<{ src: string }> }) => c.started.filter((a) => a.src === "fetchManifest").length;

describe("buildCheck", () => {
  it("reads the manifest at start and again every 300000 ms", async () => {
    const b = await start();
    expect(b.snap().matches("checking")).toBe(true);
    await b.resolve("fetchManifest", { version: "build-1" });
    expect(b.snap().matches("waiting")).toBe(true);
    expect(selectKnownVersion(b.snap())).toBe("build-1");
    await b.advance(299_999);
    expect(manifestCalls(b)).toBe(1);
    await b.advance(1);
    expect(manifestCalls(b)).toBe(2);
    await b.resolve("fetchManifest", { version: "build-1" });
    expect(b.snap().matches("waiting")).toBe(true);
    expect(selectIsOutdated(b.snap())).toBe(false);
  });

  it("a new version is outdated: warns, then reloads after 3000 ms", async () => {
    const b = await start();
    await b.resolve("fetchManifest", { version: "build-1" });
    await b.advance(300_000);
    await b.resolve("fetchManifest", { version: "build-2" });
    expect(b.snap().matches("outdated")).toBe(true);
    expect(selectIsOutdated(b.snap())).toBe(true);
    expect(selectLatestVersion(b.snap())).toBe("build-2");
    expect(b.emitted).toEqual([{ type: "buildCheck.outdated", version: "build-2" }]);
    await b.advance(2999);
    expect(b.isRunning("reloadPage")).toBe(false);
    await b.advance(1);
    expect(b.isRunning("reloadPage")).toBe(true);
    await b.resolve("reloadPage");
    expect(b.snap().matches("reloaded")).toBe(true);
    expect(b.snap().status).toBe("done");
  });

  it("compares with the version the app was built with, when given", async () => {
    const b = await start("build-0");
    await b.resolve("fetchManifest", { version: "build-1" });
    expect(b.snap().matches("outdated")).toBe(true);
  });

  it("a failed read waits for the next check; a failed reload resumes checking", async () => {
    const b = await start("build-1");
    await b.reject("fetchManifest", new Error("offline"));
    expect(b.snap().matches("waiting")).toBe(true);
    await b.advance(300_000);
    await b.resolve("fetchManifest", { version: "build-2" });
    await b.advance(3000);
    await b.reject("reloadPage", new Error("blocked"));
    expect(b.snap().matches("waiting")).toBe(true);
  });

  it("has the spec's warning text", () => {
    expect(BUILD_OUTDATED_MESSAGE).toBe("Your application is outdated, automatically reloading the app in 3 seconds");
  });
});
