// @vitest-environment happy-dom
// The proof section of the order details, its order-proof machine with the root app's provided
// `fetchProof` (GET /order/proof) over a fake platform: the loading text, the picture (an SVG data
// URL) with its alternative text, who took it and when, the download link; a failure shows
// order.proof.download-error with a Retry button that reads the proof again.
import type { Proof } from "@domain/contract";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AppActor, AppProvider } from "../../src/app/app-context";
import { OrderProof, proofDataUrl } from "../../src/app/components/orders/order-proof";
import { fakePlatform, type Handler } from "./fake-platform";
import { createTestApp } from "./test-app";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img"><title>DK-1001-000042</title></svg>';
const PROOF: Proof = {
  order_id: "DK-1001-000042",
  kind: "delivery",
  taken_at: Date.UTC(2026, 2, 2, 9, 30) / 1000,
  rider_name: "Mads Rytter",
  latitude: 55.69,
  longitude: 12.55,
  image_svg: SVG,
};

/** The proof section under a root app whose platform answers GET /order/proof with `proof`. */
async function renderProof(proof: Handler) {
  const app: AppActor = (await createTestApp({ fetch: fakePlatform({ "GET /orders/api/v1/order/proof": proof }).fetch })).app;
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <AppProvider app={app}>
          <OrderProof vendorId="DK-1001" orderId={PROOF.order_id} kind="delivery" locale="en-GB" timeZone="Europe/Copenhagen" />
        </AppProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(cleanup);

describe("order proof", () => {
  it("shows the picture with its alternative text, who took it and when, and a download link", async () => {
    const calls: Record<string, string>[] = [];
    await renderProof(({ url }) => {
      calls.push(Object.fromEntries(url.searchParams));
      return { status: 200, body: { result: PROOF } };
    });
    expect(screen.getByText("Loading the proof…")).toBeTruthy();
    const img = await screen.findByRole("img");
    expect(calls).toEqual([{ vendorId: "DK-1001", orderId: PROOF.order_id, kind: "delivery" }]);
    expect(img.getAttribute("alt")).toBe("Proof of delivery of order DK-1001-000042, taken 02/03/2026, 10:30 by Mads Rytter");
    expect(img.getAttribute("src")).toBe(proofDataUrl(SVG));
    expect(img.getAttribute("src")?.startsWith("data:image/svg+xml;charset=utf-8,%3Csvg")).toBe(true);
    expect(screen.getByText(/by Mads Rytter/).textContent).toBe("Taken 02/03/2026, 10:30 by Mads Rytter");
    const link = screen.getByRole("link", { name: "Download" });
    expect(link.getAttribute("download")).toBe("proof-DK-1001-000042-delivery.svg");
    expect(link.getAttribute("href")).toBe(proofDataUrl(SVG));
  });

  it("a failure shows the download error, and Retry reads the proof again", async () => {
    let attempts = 0;
    await renderProof(() => {
      attempts++;
      if (attempts === 1) return { status: 404, body: { message: "proof not found", translation_key: "error.not-found" } };
      return { status: 200, body: { result: PROOF } };
    });
    expect((await screen.findByRole("alert")).textContent).toContain("The proof could not be downloaded.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Download" })).toBeTruthy());
    expect(attempts).toBe(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
