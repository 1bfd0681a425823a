// Hand-written specs of the help centre: open → hc token → init with every field → URL; the token
// refreshed every hour minus 5 minutes on the simulated clock while open; help-center.failed on any
// failure; close cancels. Also the portal side of the bridge (decidePortalReply).
import { BRIDGE_SOURCE, decidePortalReply, HC_TOKEN_REFRESH_MS } from "@domain/help-centre";
import { helpCentreMachine } from "@machines/help-centre/help-centre.machine";
import { selectHelpFailed, selectHelpToken, selectHelpUrl, selectIsHelpLoading, selectIsHelpOpen } from "@machines/help-centre/help-centre.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";
import { OPEN } from "./help-centre.model";

type Snap = ReturnType<typeof helpCentreMachine.getInitialSnapshot>;
const URL_1 = "http://localhost/help-centre/page/s1";

async function start() {
  const c = startControlled(helpCentreMachine);
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

async function opened() {
  const h = await start();
  await h.send(OPEN);
  await h.resolve("fetchHcToken", { token: "hc-1" });
  await h.resolve("initHelpCentre", { url: URL_1 });
  return h;
}

describe("helpCentre", () => {
  it("is closed until opened", async () => {
    const h = await start();
    expect(selectIsHelpOpen(h.snap())).toBe(false);
    expect(h.started).toEqual([]);
  });

  it("fetches the vendor's token, then inits with it and every field, then shows the URL", async () => {
    const h = await start();
    await h.send(OPEN);
    expect(selectIsHelpLoading(h.snap())).toBe(true);
    expect(h.inputOf("fetchHcToken")).toEqual({ vendorId: "DK-1001" });
    await h.resolve("fetchHcToken", { token: "hc-1" });
    expect(h.inputOf("initHelpCentre")).toEqual({
      user: OPEN.user,
      brand: "product",
      country: "DK",
      locale: "da-DK",
      appVersion: "dev",
      token: "hc-1",
    });
    await h.resolve("initHelpCentre", { url: URL_1 });
    expect(selectHelpUrl(h.snap())).toBe(URL_1);
    expect(selectHelpToken(h.snap())).toBe("hc-1");
    expect(selectIsHelpLoading(h.snap())).toBe(false);
  });

  it("refreshes the token every hour minus 5 minutes while open, keeping the page", async () => {
    expect(HC_TOKEN_REFRESH_MS).toBe(36e5 - 300_000);
    const h = await opened();
    await h.advance(HC_TOKEN_REFRESH_MS - 1);
    expect(h.isRunning("refreshHcToken")).toBe(false);
    await h.advance(1);
    expect(h.inputOf("refreshHcToken")).toEqual({ vendorId: "DK-1001" });
    await h.resolve("refreshHcToken", { token: "hc-2" });
    expect(selectHelpToken(h.snap())).toBe("hc-2");
    expect(selectHelpUrl(h.snap())).toBe(URL_1);
    await h.advance(HC_TOKEN_REFRESH_MS);
    expect(h.isRunning("refreshHcToken")).toBe(true);
  });

  it("does not refresh once closed, and forgets the token and the page", async () => {
    const h = await opened();
    await h.send({ type: "HELP.CLOSE" });
    expect(selectIsHelpOpen(h.snap())).toBe(false);
    expect(h.snap().context).toEqual({ request: null, token: null, url: null });
    await h.advance(HC_TOKEN_REFRESH_MS * 2);
    expect(h.started.filter((a) => a.src === "fetchHcToken")).toHaveLength(1);
  });

  it("emits help-center.failed when the token, the init or a refresh fails; RETRY opens again", async () => {
    const h = await start();
    await h.send(OPEN);
    await h.reject("fetchHcToken", new Error("403"));
    expect(selectHelpFailed(h.snap())).toBe(true);
    expect(h.emitted).toEqual([{ type: "notify", kind: "ERROR", key: "help-center.failed" }]);
    await h.send({ type: "RETRY" });
    await h.resolve("fetchHcToken", { token: "hc-1" });
    await h.reject("initHelpCentre", new Error("401"));
    expect(h.emitted).toHaveLength(2);
    await h.send({ type: "RETRY" });
    await h.resolve("fetchHcToken", { token: "hc-1" });
    await h.resolve("initHelpCentre", { url: URL_1 });
    await h.advance(HC_TOKEN_REFRESH_MS);
    await h.reject("refreshHcToken", new Error("offline"));
    expect(selectHelpFailed(h.snap())).toBe(true);
    expect(selectHelpToken(h.snap())).toBeNull();
    expect(h.emitted).toHaveLength(3);
  });

  it("closing while opening cancels the request", async () => {
    const h = await start();
    await h.send(OPEN);
    const signal = h.signalOf("fetchHcToken");
    await h.send({ type: "HELP.CLOSE" });
    expect(signal.aborted).toBe(true);
    expect(selectIsHelpOpen(h.snap())).toBe(false);
  });

  it("opening for another vendor starts over", async () => {
    const h = await opened();
    await h.send({ ...OPEN, vendorId: "DK-1002" });
    expect(selectHelpUrl(h.snap())).toBeNull();
    expect(h.inputOf("fetchHcToken")).toEqual({ vendorId: "DK-1002" });
  });
});

describe("the portal's side of the bridge", () => {
  const HELP = "http://localhost:8080";
  const msg = (type: string, extra: object = {}) => ({ source: BRIDGE_SOURCE, type, ...extra });

  it("ignores a message from a foreign origin, even one that asks for the token", () => {
    expect(decidePortalReply({ origin: "https://evil.example", data: msg("access-token-request") }, HELP, "hc-1")).toEqual({ kind: "ignore" });
    expect(decidePortalReply({ origin: "http://localhost:8081", data: msg("access-token-request") }, HELP, "hc-1")).toEqual({ kind: "ignore" });
    expect(decidePortalReply({ origin: HELP, data: msg("access-token-request") }, null, "hc-1")).toEqual({ kind: "ignore" });
  });

  it("ignores messages that are not the bridge's", () => {
    expect(decidePortalReply({ origin: HELP, data: "access-token-request" }, HELP, "hc-1")).toEqual({ kind: "ignore" });
    expect(decidePortalReply({ origin: HELP, data: { type: "access-token-request" } }, HELP, "hc-1")).toEqual({ kind: "ignore" });
    expect(decidePortalReply({ origin: HELP, data: msg("access-token-grant", { token: "x" }) }, HELP, "hc-1")).toEqual({ kind: "ignore" });
  });

  it("grants the token to the help-centre origin, denies without one, hears ready and error", () => {
    expect(decidePortalReply({ origin: HELP, data: msg("access-token-request") }, HELP, "hc-1")).toEqual({
      kind: "reply",
      message: { source: BRIDGE_SOURCE, type: "access-token-grant", token: "hc-1" },
    });
    expect(decidePortalReply({ origin: HELP, data: msg("access-token-request") }, HELP, null)).toEqual({
      kind: "reply",
      message: { source: BRIDGE_SOURCE, type: "access-token-deny" },
    });
    expect(decidePortalReply({ origin: HELP, data: msg("ready") }, HELP, null)).toEqual({ kind: "ready" });
    expect(decidePortalReply({ origin: HELP, data: msg("error", { message: "boom" }) }, HELP, null)).toEqual({ kind: "error", message: "boom" });
  });
});
