// Length rules that count bytes or characters. The spec bounds notes (1000) and the street address
// (255) in bytes of UTF-8, so "æøå" and emoji count more than one; descriptions (200) and pickup
// codes (30) in characters, where one character is one Unicode code point (an emoji counts once).

const encoder = new TextEncoder();

/** Bytes of the text in UTF-8. */
export const utf8ByteLength = (text: string): number => encoder.encode(text).length;

/** Characters of the text as Unicode code points (a surrogate pair, e.g. an emoji, counts once). */
export const charLength = (text: string): number => [...text].length;

export const exceedsBytes = (text: string, max: number): boolean => utf8ByteLength(text) > max;
export const exceedsChars = (text: string, max: number): boolean => charLength(text) > max;
