// Item value limit (core §5, country parameter orderItemValueExceedLimit): an item value above the
// limit needs a warning and a confirm step. The limit is -1 when it cannot be read, which means
// unknown: no confirm step.
import { ITEM_VALUE_LIMIT_UNKNOWN } from "./limits";

/** The parameter's value as a number; -1 when missing or not a number. */
export function parseItemValueLimit(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw.trim() === "") return ITEM_VALUE_LIMIT_UNKNOWN;
  const n = Number(raw.trim());
  return Number.isFinite(n) && n >= 0 ? n : ITEM_VALUE_LIMIT_UNKNOWN;
}

/** Whether the amount needs the confirm step (never with an unknown limit). */
export const exceedsLimit = (amount: number | null, limit: number): boolean =>
  limit >= 0 && amount !== null && Number.isFinite(amount) && amount > limit;

export const ITEM_VALUE_WARNING_KEY = "request.item-value.exceeds-limit";
export const ITEM_VALUE_WARNING = "The item value is above {limit}{currency}. Please confirm it is correct.";
