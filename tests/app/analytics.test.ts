import { describe, expect, it } from "vitest";
import { type AnalyticsSink, createDataLayerSink, setAnalyticsSink, trackPageView } from "../../src/app/analytics";

const view = { path: "/history/DK-1000", routeId: "/_authenticated/history/$vendorId", title: "t", locale: "en", mode: "classic" };

describe("analytics", () => {
  it("the default sink pushes a page_view onto dataLayer", () => {
    const target: { dataLayer?: unknown[] } = {};
    createDataLayerSink(target).pageView(view);
    expect(target.dataLayer).toEqual([
      { event: "page_view", page_path: "/history/DK-1000", page_route: view.routeId, page_title: "t", language: "en", app_mode: "classic" },
    ]);
  });

  it("the sink is pluggable and a failing sink never breaks navigation", () => {
    const seen: string[] = [];
    const sink: AnalyticsSink = { pageView: (e) => seen.push(e.path) };
    setAnalyticsSink(sink);
    trackPageView(view);
    expect(seen).toEqual(["/history/DK-1000"]);
    setAnalyticsSink({
      pageView: () => {
        throw new Error("blocked");
      },
    });
    expect(() => trackPageView(view)).not.toThrow();
  });
});
