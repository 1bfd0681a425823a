// The proof picture of GET /order/proof: a small SVG "parcel photo" drawn from the order alone (no
// storage), so the same order and kind always give the same document. Every text placed in it is
// escaped; the "signature" is a polyline whose points come from a hash (FNV-1a) of order id + kind.
import type { ProofKind } from "../../../domain/contract/orders";

export type ProofImageInput = { orderId: string; kind: ProofKind; takenAt: number; riderName: string };

const WIDTH = 320;
const HEIGHT = 200;

/** Escapes text for an XML text node or attribute value. */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch);

/** 32-bit FNV-1a of a string (its UTF-16 code units). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A small deterministic generator (xorshift32) seeded by the hash. */
function generator(seed: number) {
  let s = seed || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}

/** The signature: 12 points from left to right inside the signature box. */
export function signaturePoints(orderId: string, kind: ProofKind): string {
  const next = generator(fnv1a(`${orderId}|${kind}`));
  const points: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = 196 + i * 10 + Math.round(next() * 6);
    const y = 150 + Math.round(next() * 26);
    points.push(`${x},${y}`);
  }
  return points.join(" ");
}

const KIND_TITLES: Record<ProofKind, string> = { pickup: "Proof of pickup", delivery: "Proof of delivery", return: "Proof of return" };

/** The SVG document (UTF-8 text, no XML declaration needed for a data URL or a download). */
export function proofSvg(input: ProofImageInput): string {
  const time = new Date(input.takenAt * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
  const title = escapeXml(`${KIND_TITLES[input.kind]} of order ${input.orderId} at ${time} by ${input.riderName}`);
  const orderId = escapeXml(input.orderId);
  const kind = escapeXml(input.kind.toUpperCase());
  const rider = escapeXml(input.riderName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="proof-title">`,
    `<title id="proof-title">${title}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#e8e4dc"/>`,
    `<rect x="0" y="130" width="${WIDTH}" height="70" fill="#cfc7b8"/>`,
    // The parcel: box, lid flap and tape.
    `<polygon points="40,70 140,70 160,90 60,90" fill="#c8955a"/>`,
    `<rect x="60" y="90" width="100" height="70" fill="#b07a40"/>`,
    `<polygon points="40,70 60,90 60,160 40,140" fill="#9a6a36"/>`,
    `<rect x="100" y="90" width="16" height="70" fill="#e6d3a8"/>`,
    `<rect x="72" y="130" width="42" height="20" fill="#ffffff" stroke="#555555" stroke-width="1"/>`,
    `<text x="75" y="143" font-family="sans-serif" font-size="8" fill="#222222">${orderId}</text>`,
    // The caption.
    `<rect x="0" y="0" width="${WIDTH}" height="44" fill="#222222" fill-opacity="0.8"/>`,
    `<text x="10" y="18" font-family="sans-serif" font-size="13" font-weight="bold" fill="#ffffff">${kind} · ${orderId}</text>`,
    `<text x="10" y="36" font-family="monospace" font-size="11" fill="#ffffff">${escapeXml(time)}</text>`,
    // The signature.
    `<rect x="188" y="140" width="124" height="48" fill="#ffffff" stroke="#888888" stroke-width="1"/>`,
    `<polyline points="${signaturePoints(input.orderId, input.kind)}" fill="none" stroke="#1a3a8a" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<text x="192" y="134" font-family="sans-serif" font-size="9" fill="#222222">${rider}</text>`,
    "</svg>",
  ].join("");
}
