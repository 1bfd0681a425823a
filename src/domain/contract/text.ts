// The one schema every string of the contract is built on (issue 8): a string with a bounded length
// that refuses the characters no field may hold. PostgreSQL cannot store NUL in text at all, and a
// lone UTF-16 surrogate is not Unicode (JSON.parse lets "\ud800" through; jsonb refuses it and text
// columns silently turn it into U+FFFD), so a request carrying either used to end as a 500 deep in
// a query, with the attacker's string in the log. Refusing them here answers 400 at the edge, on
// the platform and, with the same schemas, in the portal's own checks of what it sends.
import * as v from "valibot";

/** Issue message of a string holding a refused character (the answer's key is error.invalid-characters). */
export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";

/** Longest single-line string when a field names no bound of its own. */
export const TEXT_MAX_LENGTH = 10_000;
/** Longest multi-line string when a field names no bound of its own (the body limit is 1 MB). */
export const MULTILINE_TEXT_MAX_LENGTH = 1_000_000;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * Whether the text holds a character a field refuses:
 * - single-line fields (names, phones, e-mails, ids, codes, tokens, addresses): every C0 control
 *   character U+0000–U+001F (tab and line breaks included: an <input> never produces them) and
 *   DEL U+007F;
 * - multi-line text (rider notes, item descriptions, mails): the same except tab, line feed and
 *   carriage return, which a textarea legitimately produces;
 * - both: a lone surrogate (a high one without its low one, or a low one alone).
 * Everything else is text and stays allowed: right-to-left marks, emoji, combining marks, C1
 * controls (valid code points PostgreSQL stores).
 */
export function hasControlCharacters(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
      return true;
    }
    if (code === DELETE) return true;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      // A high surrogate followed by a low one is one astral character (an emoji): skip the pair.
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
  }
  return false;
}

export type TextOptions = {
  /** Longest accepted length in UTF-16 code units (TEXT_MAX_LENGTH, or MULTILINE_TEXT_MAX_LENGTH for multi-line text). */
  max?: number;
  /** Tab, line feed and carriage return are allowed (notes, descriptions). */
  multiline?: boolean;
  /** Issue message when the value is not a string or is too long (identity schemas use translation keys). */
  message?: string;
};

/**
 * A string of at most `max` code units without refused characters (see hasControlCharacters).
 * Pipe further rules after it: v.pipe(text({ max: 64 }), v.trim(), v.nonEmpty()). The length is
 * checked first so a huge value is refused before it is scanned. Pure (so the bundler drops the
 * schemas nobody uses: the portal's first load carries only the contracts of the calls it makes).
 */
/* @__NO_SIDE_EFFECTS__ */
export function text(options: TextOptions = {}) {
  const multiline = options.multiline ?? false;
  const max = options.max ?? (multiline ? MULTILINE_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH);
  return v.pipe(
    v.string(options.message),
    v.maxLength(max, options.message),
    v.check((value: string) => !hasControlCharacters(value, multiline), CONTROL_CHARACTERS_MESSAGE),
  );
}

/** Multi-line text: text({ multiline: true, ... }). */
export const multilineText = /* @__NO_SIDE_EFFECTS__ */ (options: Omit<TextOptions, "multiline"> = {}) => text({ ...options, multiline: true });

// ---- identifiers of path and query parameters ------------------------------------------------------

/** Characters of an identifier in a path or a query: letters, digits, "-" and "_" (DK-1001, DK-1001-100042, R-101, pi_<uuid>, WELCOME10). */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const ID_MESSAGE = 'must be an identifier (letters, digits, "-" and "_")';

/** An identifier of at most `max` characters from ID_PATTERN. */
export const identifier = /* @__NO_SIDE_EFFECTS__ */ (max = 64) => v.pipe(text({ max }), v.nonEmpty(ID_MESSAGE), v.regex(ID_PATTERN, ID_MESSAGE));
