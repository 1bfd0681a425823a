// Page-view analytics through a pluggable sink. The router calls `trackPageView` after every
// resolved navigation (see router.tsx); a deployment replaces the sink with `setAnalyticsSink`
// (e.g. a consent-aware one) without touching the views. The default sink pushes a GTM-style event
// onto `window.dataLayer`.

export interface PageViewEvent {
  /** Path of the page, without query (order ids in the query are not sent). */
  path: string;
  /** Matched route id, e.g. "/_authenticated/request-a-rider/$vendorId". */
  routeId: string;
  title: string;
  locale: string;
  /** Application mode when known: CLASSIC, GODROID, GUEST or signed out. */
  mode: string;
}

export interface AnalyticsSink {
  pageView(event: PageViewEvent): void;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Default sink: `window.dataLayer.push({ event: "page_view", ... })`. */
export function createDataLayerSink(target: DataLayerWindow = globalThis as unknown as DataLayerWindow): AnalyticsSink {
  return {
    pageView(e) {
      target.dataLayer ??= [];
      target.dataLayer.push({
        event: "page_view",
        page_path: e.path,
        page_route: e.routeId,
        page_title: e.title,
        language: e.locale,
        app_mode: e.mode,
      });
    },
  };
}

/** A sink that drops everything (tests, or deployments without analytics). */
export const noopSink: AnalyticsSink = { pageView() {} };

let sink: AnalyticsSink = createDataLayerSink();

export function setAnalyticsSink(next: AnalyticsSink) {
  sink = next;
}

/** Sends a page view; a failing sink must never break navigation. */
export function trackPageView(event: PageViewEvent) {
  try {
    sink.pageView(event);
  } catch {
    // analytics is best effort
  }
}
