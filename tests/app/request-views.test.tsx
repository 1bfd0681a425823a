// @vitest-environment happy-dom
// The request page's views over a real request-flow actor (fake effects): they render the
// selectors and send events, nothing more. The destination field sends the typed text and shows
// the machine's suggestions, picking one moves the flow on; the details form keeps every typed
// value, shows each error on its field in the catalog's words, moves the focus to the first one and
// clears an error when its field is edited; the phone field has the country prefix and its helper
// text; the service-closed step shows "Service hours: {from} to {to}. It's {time}"; the payment
// step lists the offered methods and shows a refused voucher on its field until it is edited; the
// guest sender form checks its fields before it saves. Danish texts come from the da-DK catalog.
// The views read the deployment and the flags from a root app (tests/app/test-app.ts).
import type { AddressBookEntry, Deliverability, VoucherValidation, DeliveryFee, GeolocatorPlace, SavedCard, Vendor } from "@domain/contract";
import type { PaymentMethodsAnswer } from "@machines/request-flow/request-flow.actors";
import { GUEST_VENDOR } from "@domain/vendors";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { REQUEST_PHONE_RULES } from "@domain/request/phone-rules";
import { requestFlowMachine } from "@machines/request-flow/request-flow.machine";
import { selectStep } from "@machines/request-flow/request-flow.selectors";
import { feeRefreshMachine } from "@machines/fee-refresh/fee-refresh.machine";
import { paymentIntentMachine } from "@machines/payment-intent/payment-intent.machine";
import type { OrderingPart } from "@machines/request-flow/request-flow.actors";
import { ORDER_PAYLOADS } from "@machines/request-flow/request-flow.payloads";
import { voucherMachine } from "@machines/voucher/voucher.machine";
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor as waitForDom } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { messages as da } from "../../src/app/locales/da-DK/messages.po";
import { messages as en } from "../../src/app/locales/en/messages.po";
import { DestinationStep } from "../../src/app/features/request/destination-steps";
import { DetailsStep } from "../../src/app/features/request/details-step";
import { GuestSenderForm } from "../../src/app/features/request/guest-sender-form";
import { ServiceClosedStep } from "../../src/app/features/request/origin-steps";
import { PaymentStep } from "../../src/app/features/request/payment-step";
import { AppProvider } from "../../src/app/app-context";
import { createTestApp, type TestApp } from "./test-app";

const NOON = Date.UTC(2026, 10, 22, 11, 0);
const VENDOR: Vendor = {
  ...GUEST_VENDOR,
  vendor_id: "DK-1001",
  vendor_information: {
    ...GUEST_VENDOR.vendor_information,
    currency: "DKK",
    location: { ...GUEST_VENDOR.vendor_information.location, address_text: "Jægersborggade 14", latitude: 55.69155, longitude: 12.5448 },
  },
  flags: { payment_methods: { PAID: true, CASH_ON_DELIVERY: true } },
};
const PLACE = { address: { id: "n21", formatted_address: "Nørrebrogade 21, 2200 København N", latitude: 55.6878, longitude: 12.5635 } };

function flowActor(options: { hours?: string; voucher?: "refuse" | "ok"; ageCheck?: boolean } = {}) {
  const machine = requestFlowMachine.provide({
    actors: {
      readClock: fromPromise(async () => NOON),
      fetchServiceHours: fromPromise(async () => options.hours ?? "0800:2200"),
      autocomplete: fromPromise(async () => [PLACE]),
      searchAddressBook: fromPromise(async (): Promise<AddressBookEntry[]> => []),
      reverseGeocode: fromPromise(async (): Promise<GeolocatorPlace | null> => PLACE),
      placeDetails: fromPromise(async (): Promise<GeolocatorPlace | null> => PLACE),
      validateArea: fromPromise(async (): Promise<Deliverability> => "DELIVERABLE"),
      computeFee: fromPromise(async (): Promise<DeliveryFee> => ({ fee: 39, signature: "sig", type: "amount", currency: "DKK", expires_at: 1 })),
      fetchEstimations: fromPromise(async () => ({ pickup_minutes: 6, dropoff_minutes: 18, distance_m: 1500 })),
      fetchItemValueLimit: fromPromise(async () => 5000),
      fetchPaymentMethods: fromPromise(async (): Promise<PaymentMethodsAnswer> => ({ countryMethods: ["CASH_ON_DELIVERY", "PAID"], onlinePaymentActivated: false })),
      fetchSavedCards: fromPromise(async (): Promise<SavedCard[]> => []),
      // The ordering part's chunk: the voucher that refuses, the other children as they are.
      loadOrderingPart: fromPromise(async (): Promise<OrderingPart> => ({
        payloads: ORDER_PAYLOADS,
        paymentIntent: paymentIntentMachine,
        feeRefresh: feeRefreshMachine,
        voucher: voucherMachine.provide({
          actors: {
            validateVoucher: fromPromise(async (): Promise<VoucherValidation> => {
              throw Object.assign(new Error("invalid"), { status: 400, translationKey: "voucher.error.validation.message" });
            }),
          },
        }),
      })),
    },
  });
  const actor = createActor(machine, {
    input: {
      vendor: VENDOR,
      mode: "CLASSIC",
      country: { code: "DK", currency: "DKK", timezone: "Europe/Copenhagen", language: "en", defaultPaymentMethod: "PAID" },
      flags: { preOrder: true, activateAddressBook: false, drawDeliveryAreas: false, voucher: true, ageCheck: options.ageCheck ?? false },
      // The request page hands the flow the phone rules it loaded once the form was shown.
      phoneRules: REQUEST_PHONE_RULES,
    },
  });
  actor.start();
  return actor;
}

/** The root app the views read the deployment and the flags from (fake platform). */
let testApp: TestApp;

const wrap = (ui: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <AppProvider app={testApp.app}>{ui}</AppProvider>
      </MantineProvider>
    </I18nProvider>,
  );

const step = (actor: ReturnType<typeof flowActor>, name: string) => waitFor(actor, (s) => selectStep(s) === name, { timeout: 5000 });

afterAll(() => testApp.stop());

beforeAll(async () => {
  testApp = await createTestApp();
  i18n.load({ en, "da-DK": da });
  i18n.activate("en");
  // happy-dom has no FontFaceSet (Mantine's autosize textarea listens to it).
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: { addEventListener() {}, removeEventListener() {} } });
  window.requestAnimationFrame ??= ((cb: FrameRequestCallback) => setTimeout(() => cb(0), 0)) as typeof window.requestAnimationFrame;
});
afterEach(() => {
  cleanup();
  act(() => i18n.activate("en"));
});

async function toDetails(options: Parameters<typeof flowActor>[0] = {}) {
  const actor = flowActor(options);
  await step(actor, "askingDestination");
  actor.send({ type: "SUGGESTION.PICKED", suggestion: { kind: "place", id: "n21", label: PLACE.address.formatted_address, latitude: 55.6878, longitude: 12.5635 } });
  await step(actor, "fillingOrderDetails");
  return actor;
}

describe("request views", () => {
  it("the destination field sends the typed text and picking a suggestion moves the flow on", async () => {
    const actor = flowActor();
    await step(actor, "askingDestination");
    wrap(<DestinationStep actor={actor} />);
    const field = screen.getByTestId("destination-address");
    // Focused first, as by a user: the first focus loads the combobox, which takes the plain input's place.
    field.focus();
    fireEvent.change(field, { target: { value: "Nørrebrogade 21" } });
    expect(actor.getSnapshot().context.addressQuery).toBe("Nørrebrogade 21");
    const option = await screen.findByText("Nørrebrogade 21, 2200 København N", undefined, { timeout: 3000 });
    fireEvent.click(option);
    await step(actor, "fillingOrderDetails");
  });

  it("tag-id-check-pg: the age check is offered only with the flag", async () => {
    const off = await toDetails({ ageCheck: false });
    wrap(<DetailsStep actor={off} />);
    expect(screen.queryByTestId("field-age-validation")).toBeNull();
    cleanup();
    const on = await toDetails({ ageCheck: true });
    wrap(<DetailsStep actor={on} />);
    fireEvent.click(screen.getByTestId("field-age-validation"));
    expect(on.getSnapshot().context.values.ageValidation).toBe(true);
  });

  it("the details form keeps values, shows errors on their fields and clears them on edit", async () => {
    const actor = await toDetails();
    wrap(<DetailsStep actor={actor} />);
    expect(screen.getByTestId("summary-fee").textContent).toMatch(/39/);
    expect(screen.getByText(/The customer's mobile number\. Without a country code it is read as a \+45 number\./)).toBeTruthy();
    const name = screen.getByTestId("field-name") as HTMLInputElement;
    fireEvent.change(name, { target: { value: "Karen 2" } });
    fireEvent.click(screen.getByTestId("details-submit"));
    expect(await screen.findByText("The customer name is not valid")).toBeTruthy();
    expect(screen.getByText("Fill the customer's phone")).toBeTruthy();
    expect(screen.getByText("Fill the amount")).toBeTruthy();
    expect(name.value).toBe("Karen 2");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    await waitForDom(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: "Karen Blixen" } });
    expect(screen.queryByText("The customer name is not valid")).toBeNull();
    expect(screen.getByText("Fill the customer's phone")).toBeTruthy();
  });

  it("an item value above the limit asks for a confirmation", async () => {
    const actor = await toDetails();
    wrap(<DetailsStep actor={actor} />);
    fireEvent.change(screen.getByTestId("field-name"), { target: { value: "Karen Blixen" } });
    fireEvent.change(screen.getByTestId("field-phone"), { target: { value: "20123456" } });
    fireEvent.change(screen.getByTestId("field-amount"), { target: { value: "9000" } });
    fireEvent.click(screen.getByTestId("details-submit"));
    // The confirm's modal is imported when it first opens (components/confirm-modal.tsx): allow for the import.
    expect(await screen.findByTestId("item-value-confirm", {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(await screen.findByTestId("item-value-confirm-confirm"));
    await step(actor, "fillingPaymentDetails");
  });

  it("the service-closed step shows the hours and the time, in Danish too", async () => {
    const actor = flowActor({ hours: "0300:0301" });
    await step(actor, "serviceClosed");
    wrap(<ServiceClosedStep actor={actor} />);
    expect(screen.getByTestId("service-closed-message").textContent).toBe("Service hours: 03:00 to 03:01. It's 12:00");
    act(() => i18n.activate("da-DK"));
    expect(screen.getByTestId("service-closed-message").textContent).toBe("Åbningstider: 03:00 til 03:01. Klokken er 12:00");
    fireEvent.click(screen.getByTestId("service-closed-retry"));
    await step(actor, "serviceClosed");
  });

  it("the payment step lists the methods and shows a refused voucher until the code is edited", async () => {
    const actor = await toDetails();
    for (const [field, value] of [
      ["destinationName", "Karen Blixen"],
      ["destinationPhoneNumber", "20123456"],
      ["orderAmount", "100"],
    ] as const)
      actor.send({ type: "FIELD.CHANGED", field, value });
    actor.send({ type: "DETAILS.SUBMITTED" });
    await waitFor(actor, (s) => s.matches({ ordering: { fillingPaymentDetails: "choosing" } }), { timeout: 5000 });
    wrap(<PaymentStep actor={actor} />);
    expect((screen.getByTestId("payment-method-PAID") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId("payment-method-CASH_ON_DELIVERY")).toBeTruthy();
    fireEvent.click(screen.getByTestId("payment-method-CASH_ON_DELIVERY"));
    expect(actor.getSnapshot().context.values.paymentMethod).toBe("CASH_ON_DELIVERY");

    const code = screen.getByTestId("voucher-code") as HTMLInputElement;
    fireEvent.change(code, { target: { value: "EXPIRED1" } });
    fireEvent.keyDown(code, { key: "Enter" });
    expect(await screen.findByText("This voucher is not available.")).toBeTruthy();
    fireEvent.change(code, { target: { value: "EXPIRED" } });
    await waitForDom(() => expect(screen.queryByText("This voucher is not available.")).toBeNull());
  });

  it("the guest sender form checks its fields, then saves them", () => {
    const onSave = vi.fn();
    wrap(<GuestSenderForm initial={null} countryCode="DK" phonePrefix="+45" onSave={onSave} />);
    fireEvent.click(screen.getByTestId("sender-continue"));
    expect(screen.getByText("Fill your name")).toBeTruthy();
    expect(screen.getByText("Fill your phone number")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId("sender-name"), { target: { value: "Hans Christian Andersen" } });
    expect(screen.queryByText("Fill your name")).toBeNull();
    fireEvent.change(screen.getByTestId("sender-phone"), { target: { value: "40 11 22 33" } });
    fireEvent.change(screen.getByTestId("sender-email"), { target: { value: "hca@example.dk" } });
    fireEvent.click(screen.getByTestId("sender-continue"));
    expect(onSave).toHaveBeenCalledWith({ name: "Hans Christian Andersen", phone_number: "40 11 22 33", email: "hca@example.dk", location: null });
  });
});
