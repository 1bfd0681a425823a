// Hand-written specs of the guest-register popup: once per placed guest order, dismissible, and the
// registration pre-filled from the guest's data (also from the account popover's Register).
import { registrationFromGuest } from "@domain/auth/registration-form";
import { guestRegisterMachine } from "@machines/guest-register/guest-register.machine";
import { selectGuestName, selectGuestRegisterOffered } from "@machines/guest-register/guest-register.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";
import { GUEST } from "./guest-register.model";

type Snap = ReturnType<typeof guestRegisterMachine.getInitialSnapshot>;

async function start() {
  const c = startControlled(guestRegisterMachine);
  const accepted: unknown[] = [];
  c.actor.on("guestRegister.accepted", (e) => accepted.push(e.values));
  await settle();
  return { ...c, accepted, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

const PREFILLED = { mode: "vendorName", vendorName: "Ida Holm", businessName: "Ida Holm", email: "ida@example.dk", mobileNumber: "+4520123456" };

describe("guestRegister", () => {
  it("offers an account after a guest order, with the guest's data pre-filled when accepted", async () => {
    const g = await start();
    expect(selectGuestRegisterOffered(g.snap())).toBe(false);
    await g.send({ type: "ORDER.PLACED", orderId: "DK-GUEST-1" });
    await g.resolve("readGuestData", GUEST);
    expect(selectGuestRegisterOffered(g.snap())).toBe(true);
    expect(selectGuestName(g.snap())).toBe("Ida");
    await g.send({ type: "ACCEPT" });
    expect(selectGuestRegisterOffered(g.snap())).toBe(false);
    expect(g.accepted).toEqual([PREFILLED]);
  });

  it("is shown once per order: dismissed, the same order does not bring it back; the next order does", async () => {
    const g = await start();
    await g.send({ type: "ORDER.PLACED", orderId: "DK-GUEST-1" });
    await g.resolve("readGuestData", GUEST);
    await g.send({ type: "ORDER.PLACED", orderId: "DK-GUEST-2" });
    await g.send({ type: "DISMISS" });
    expect(selectGuestRegisterOffered(g.snap())).toBe(false);
    await g.send({ type: "ORDER.PLACED", orderId: "DK-GUEST-1" });
    await g.send({ type: "ORDER.PLACED", orderId: "DK-GUEST-2" });
    expect(g.snap().value).toBe("idle");
    await g.send({ type: "ORDER.PLACED", orderId: "DK-GUEST-3" });
    await g.reject("readGuestData", new Error("no storage"));
    expect(selectGuestRegisterOffered(g.snap())).toBe(true);
    expect(selectGuestName(g.snap())).toBe("");
    await g.send({ type: "ACCEPT" });
    expect(g.accepted).toEqual([{}]);
  });

  it("the account popover's Register goes to the pre-filled form without the popup", async () => {
    const g = await start();
    await g.send({ type: "REGISTER.ASKED" });
    expect(selectGuestRegisterOffered(g.snap())).toBe(false);
    await g.resolve("readGuestData", GUEST);
    expect(g.accepted).toEqual([PREFILLED]);
    expect(g.snap().value).toBe("idle");
  });

  it("maps a guest to the registration form (a vendor by name; phone with digits and + only)", () => {
    expect(registrationFromGuest(null)).toEqual({});
    expect(registrationFromGuest({ ...GUEST, name: "  Ida  " })).toMatchObject({ vendorName: "Ida", businessName: "Ida", mobileNumber: "+4520123456" });
  });
});
