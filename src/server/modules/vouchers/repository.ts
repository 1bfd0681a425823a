// Vouchers: a code (stored upper case), a type (amount: that much off the delivery fee; percentage:
// that share off), a description and a last valid moment (unix seconds). applyVoucher gives the
// discounted fee, never below zero, rounded to cents.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { vouchers } from "../../db/schema-request";

export type VoucherRow = typeof vouchers.$inferSelect;

export const normalizeCode = (code: string) => code.trim().toUpperCase();

const round2 = (n: number) => Math.round(n * 100) / 100;

export function applyVoucher(fee: number, voucher: Pick<VoucherRow, "type" | "amount">): number {
  if (voucher.type === "percentage") return round2(Math.max(0, fee * (1 - Math.min(100, voucher.amount) / 100)));
  return round2(Math.max(0, fee - voucher.amount));
}

/** Whether the voucher can be used for an order at `unixSeconds`. */
export const isVoucherValidAt = (voucher: Pick<VoucherRow, "validUntil">, unixSeconds: number) => voucher.validUntil >= unixSeconds;

export class VoucherRepository {
  constructor(private readonly db: Db) {}

  async find(code: string): Promise<VoucherRow | null> {
    const [row] = await this.db.select().from(vouchers).where(eq(vouchers.code, normalizeCode(code)));
    return row ?? null;
  }
}
