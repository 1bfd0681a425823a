// The retry of a lazy page whose code failed to load: a browser that keeps the failed module (Chromium)
// only gets the page back by a reload, which is made once the file can be fetched again.
import type { AnyRouter } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { retryLazyPage } from "../../src/app/composition/app-effects";
import { failedModuleUrl } from "../../src/app/features/app-services/route-error";

const URL_ = "http://127.0.0.1:8080/assets/termsandconditions-B8uQSYhz.js";
const chunkError = new TypeError(`Failed to fetch dynamically imported module: ${URL_}`);

/** A router whose one route has a lazy component whose preload keeps failing (or succeeds and clears itself). */
function routerWith(preloadOk: boolean): AnyRouter {
  const component: { preload?: () => Promise<void> } = {};
  component.preload = async () => {
    if (!preloadOk) throw chunkError;
    delete component.preload;
  };
  return { state: { matches: [{ routeId: "r" }] }, routesById: { r: { options: { component } } } } as unknown as AnyRouter;
}

afterEach(() => vi.unstubAllGlobals());

describe("retryLazyPage", () => {
  it("reads the failed module's URL from the browser's message", () => {
    expect(failedModuleUrl(chunkError)).toBe(URL_);
    expect(failedModuleUrl(new Error("boom"))).toBeNull();
  });

  it("renders without a reload when the lazy component loads again", async () => {
    const reload = vi.fn();
    await retryLazyPage(routerWith(true), URL_, reload);
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps failing (so the machine retries) while the file cannot be fetched", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 503 })));
    const reload = vi.fn();
    await expect(retryLazyPage(routerWith(false), URL_, reload)).rejects.toThrow(/still unavailable/);
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(retryLazyPage(routerWith(false), URL_, reload)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads the document once the file is reachable again", async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response("export {}", { status: 200 });
      }),
    );
    const reload = vi.fn();
    void retryLazyPage(routerWith(false), URL_, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetched).toEqual([URL_]);
  });
});
