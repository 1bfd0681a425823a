// Hand-written specs of the voucher machine: the vendor-and-fee precondition, validation with the
// order time, fee and signature, the three outcomes and their keys, clearing, and a changed fee.
import { voucherMachine } from "@machines/voucher/voucher.machine";
import {
  selectAppliedVoucher,
  selectCanClearVoucher,
  selectCanEnterVoucher,
  selectDiscountedFee,
  selectIsValidatingVoucher,
  selectVoucherCode,
  selectVoucherErrorKey,
  selectVoucherStatus,
} from "@machines/voucher/voucher.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";
import { FEE, refused, unreachable, VOUCHER_NOW_S, WELCOME10 } from "./voucher.model";

type Snap = ReturnType<typeof voucherMachine.getInitialSnapshot>;

async function start(input: Partial<{ vendorId: string | null; deliveryFee: typeof FEE | null }> = {}) {
  const c = startControlled(voucherMachine, { input: { vendorId: "DK-1001", deliveryFee: FEE, orderTime: VOUCHER_NOW_S, ...input } });
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

describe("voucher", () => {
  it("validates the code with the vendor, the order time, the fee and its signature", async () => {
    const v = await start();
    expect(selectCanEnterVoucher(v.snap())).toBe(true);
    await v.send({ type: "VOUCHER.SUBMITTED", code: " WELCOME10 " });
    expect(selectIsValidatingVoucher(v.snap())).toBe(true);
    expect(v.inputOf("validateVoucher")).toEqual({
      code: "WELCOME10",
      vendor_id: "DK-1001",
      order: { order_time: VOUCHER_NOW_S, delivery_fee: 39, signature: "fee-sig" },
    });
    await v.resolve("validateVoucher", WELCOME10);
    expect(selectVoucherStatus(v.snap())).toBe("valid");
    expect(selectAppliedVoucher(v.snap())).toEqual({ voucher: WELCOME10.voucher, discountedFee: 29, signature: "discount-sig" });
    expect(selectDiscountedFee(v.snap())).toBe(29);
    expect(selectVoucherCode(v.snap())).toBe("WELCOME10");
  });

  it.each([
    ["no vendor", { vendorId: null }],
    ["no fee", { deliveryFee: null }],
  ])("%s: nothing can be validated", async (_d, input) => {
    const v = await start(input);
    expect(selectCanEnterVoucher(v.snap())).toBe(false);
    await v.send({ type: "VOUCHER.SUBMITTED", code: "WELCOME10" });
    expect(selectVoucherStatus(v.snap())).toBe("idle");
    expect(v.started).toEqual([]);
  });

  it("a blank code is not sent", async () => {
    const v = await start();
    await v.send({ type: "VOUCHER.SUBMITTED", code: "   " });
    expect(v.started).toEqual([]);
  });

  it("a refused voucher: voucher.error.validation.message", async () => {
    const v = await start();
    await v.send({ type: "VOUCHER.SUBMITTED", code: "EXPIRED1" });
    await v.reject("validateVoucher", refused);
    expect(selectVoucherStatus(v.snap())).toBe("invalid");
    expect(selectVoucherErrorKey(v.snap())).toBe("voucher.error.validation.message");
    expect(selectAppliedVoucher(v.snap())).toBeNull();
  });

  it("a failed call: voucher.error.get.message; a new code validates again", async () => {
    const v = await start();
    await v.send({ type: "VOUCHER.SUBMITTED", code: "WELCOME10" });
    await v.reject("validateVoucher", unreachable);
    expect(selectVoucherStatus(v.snap())).toBe("fetchFailed");
    expect(selectVoucherErrorKey(v.snap())).toBe("voucher.error.get.message");
    await v.send({ type: "VOUCHER.SUBMITTED", code: "HALF50" });
    expect(selectVoucherErrorKey(v.snap())).toBeNull();
    expect(v.inputOf("validateVoucher")).toMatchObject({ code: "HALF50" });
  });

  it("a new code while validating cancels the first call", async () => {
    const v = await start();
    await v.send({ type: "VOUCHER.SUBMITTED", code: "WELCOME10" });
    const first = v.signalOf("validateVoucher");
    await v.send({ type: "VOUCHER.SUBMITTED", code: "HALF50" });
    expect(first.aborted).toBe(true);
    expect(v.inputOf("validateVoucher")).toMatchObject({ code: "HALF50" });
  });

  it("VOUCHER.CLEARED forgets the voucher", async () => {
    const v = await start();
    await v.send({ type: "VOUCHER.SUBMITTED", code: "WELCOME10" });
    await v.resolve("validateVoucher", WELCOME10);
    expect(selectCanClearVoucher(v.snap())).toBe(true);
    await v.send({ type: "VOUCHER.CLEARED" });
    expect(selectVoucherStatus(v.snap())).toBe("idle");
    expect(v.snap().context.applied).toBeNull();
    expect(selectVoucherCode(v.snap())).toBe("");
  });

  it("a changed fee drops the voucher and is used for the next validation", async () => {
    const v = await start();
    await v.send({ type: "VOUCHER.SUBMITTED", code: "WELCOME10" });
    await v.resolve("validateVoucher", WELCOME10);
    await v.send({ type: "VOUCHER.FEE_CHANGED", deliveryFee: { fee: 45, signature: "fee-sig-2" } });
    expect(selectVoucherStatus(v.snap())).toBe("idle");
    expect(selectAppliedVoucher(v.snap())).toBeNull();
    await v.send({ type: "VOUCHER.SUBMITTED", code: "WELCOME10" });
    expect(v.inputOf("validateVoucher")).toMatchObject({ order: { delivery_fee: 45, signature: "fee-sig-2" } });
  });
});
