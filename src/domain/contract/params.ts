// Identifiers and bounds of path and query parameters (issue 8): one schema per parameter, so the
// platform validates every one before a handler (or SQL) sees it, and the OpenAPI document shows
// its shape. Identifiers are letters, digits, "-" and "_" with a bounded length: every id the
// platform hands out has that shape (DK-1001, DK-1001-100042, R-101, pi_<uuid>, WELCOME10), so a
// value outside it names nothing and the platform answers 404 without a lookup.
import * as v from "valibot";
import { identifier } from "./text";

export const VENDOR_ID_MAX_LENGTH = 64;
/** An order id is its vendor's id, "-" and a number. */
export const ORDER_ID_MAX_LENGTH = 128;

export const VendorIdParamSchema = identifier(VENDOR_ID_MAX_LENGTH);
export const OrderIdParamSchema = identifier(ORDER_ID_MAX_LENGTH);
export const RiderIdParamSchema = identifier(64);
/** Voucher codes are looked up case-insensitively. */
export const VoucherCodeParamSchema = identifier(64);
export const PaymentIntentIdParamSchema = identifier(64);
export const PaymentCardIdParamSchema = identifier(64);

/** Latest unix time (seconds) any field accepts: 9999-12-31T23:59:59Z, far inside bigint and Date. */
export const UNIX_SECONDS_MAX = 253_402_300_799;

/** Unix seconds as a body field: a whole number from 0 to UNIX_SECONDS_MAX. */
export const unixSecondsSchema = v.pipe(v.number(), v.finite(), v.integer(), v.minValue(0), v.maxValue(UNIX_SECONDS_MAX));
