// Business constants of the request flow (spec core §5 and §9, second file §9). Shared by the
// contract (the platform enforces them too), the form validation and the machines.

/** Item description: at most 200 characters. */
export const DESCRIPTION_MAX_CHARS = 200;
/** Pickup code: at most 30 characters. */
export const PICKUP_CODE_MAX_CHARS = 30;
/** Notes to the rider: at most 1000 bytes in UTF-8 (not characters). */
export const NOTES_MAX_BYTES = 1000;
/** Street address: at most 255 bytes in UTF-8 (not characters). */
export const STREET_ADDRESS_MAX_BYTES = 255;
/**
 * The customer address of an order is "unit, building, text" joined by commas; each part is bounded
 * (unit and building by this, text by STREET_ADDRESS_MAX_BYTES), so the joined value stays below this.
 */
export const ADDRESS_PART_MAX_BYTES = 100;
export const ORDER_ADDRESS_MAX_BYTES = STREET_ADDRESS_MAX_BYTES + 2 * ADDRESS_PART_MAX_BYTES + 4;
/** Customer and sender names. */
export const NAME_MAX_CHARS = 100;
/** Phone numbers as typed (digits, spaces, +, -, parentheses). */
export const PHONE_MAX_CHARS = 32;
/** Minimum amount in Pakistan (PKR). */
export const PAKISTAN_MIN_AMOUNT = 100;
/** Fee of the test vendors that bypass deliverability and fee errors. */
export const TEST_VENDOR_FALLBACK_FEE = 1337;
/** login_pickup_estimation sent from the details step, and in the payment-intent path. */
export const LOGIN_PICKUP_ESTIMATION_DETAILS = 15;
export const LOGIN_PICKUP_ESTIMATION_PAYMENT = 0;
/** Wait before recomputing the fee after SignatureExpired (ms). */
export const SIGNATURE_RETRY_DELAY_MS = 1000;
/** Debounce of the address suggestions (ms). */
export const ADDRESS_DEBOUNCE_MS = 500;
/** After an origin save, the vendor is read again every 200 ms until it has coordinates (core §9). */
export const VENDOR_POLL_MS = 200;
/** Address-book search starts from this many characters. */
export const ADDRESS_BOOK_MIN_CHARS = 2;
/** The fee signature is valid this many seconds by default (platform env FEE_SIGNATURE_TTL). */
export const FEE_SIGNATURE_TTL_S = 600;
/** Payment-method cache of the api layer (ms). */
export const PAYMENT_METHODS_CACHE_MS = 300_000;
/** orderItemValueExceedLimit when it cannot be read: unknown, no confirm step. */
export const ITEM_VALUE_LIMIT_UNKNOWN = -1;
/** Largest amount the platform accepts (a sanity bound against absurd payloads). */
export const AMOUNT_MAX = 100_000_000;
/** Request map zoom and marker size. */
export const REQUEST_MAP_ZOOM = 18;
export const MARKER_SIZE_PX = 65;
