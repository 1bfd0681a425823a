// The 65 × 65 px marker images, one per kind, told apart by shape and symbol as well as colour:
// origin (pick-up) a pin with a parcel, destination a pin with a house, outlet a pin with a shop
// front, rider a round badge with a bicycle. White symbols on dark fills (contrast above 3:1).
// Static, trusted markup (no user text goes in).
import type { MapMarkerKind } from "./map-types";

const PIN = "M32.5 62C32.5 62 11 38.5 11 24.5a21.5 21.5 0 1 1 43 0C54 38.5 32.5 62 32.5 62Z";
const stroke = 'fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"';

const pin = (fill: string, symbol: string) =>
  `<path d="${PIN}" transform="translate(1.2 1.6)" fill="#000" opacity=".28"/>` +
  `<path d="${PIN}" fill="${fill}" stroke="#fff" stroke-width="2.5"/>` +
  symbol;

const SYMBOLS: Record<MapMarkerKind, string> = {
  origin: pin(
    "#1864ab",
    `<path ${stroke} d="M22 17.5h21v15H22z M22 23h21 M32.5 17.5V23"/>`,
  ),
  destination: pin("#c92a2a", `<path ${stroke} d="M20 26 32.5 14.5 45 26 M24.5 23v11h16V23 M30 34v-6h5v6"/>`),
  outlet: pin("#5f3dc4", `<path ${stroke} d="M21 20h23l-2.5-5.5h-18z M23 20v14h19V20 M29.5 34v-7h6v7"/>`),
  rider:
    '<circle cx="33.7" cy="34.1" r="25" fill="#000" opacity=".28"/>' +
    '<circle cx="32.5" cy="32.5" r="25" fill="#2b8a3e" stroke="#fff" stroke-width="2.5"/>' +
    `<g ${stroke}><circle cx="22" cy="38" r="6"/><circle cx="43" cy="38" r="6"/><path d="M22 38l6.5-11h10L43 38 M28.5 27l4.5 11 5.5-11 M26 23h5.5"/></g>`,
};

/** SVG markup of a marker (decorative: the marker element carries the accessible name). */
export function markerSvg(kind: MapMarkerKind): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="65" height="65" viewBox="0 0 65 65" aria-hidden="true" focusable="false">${SYMBOLS[kind]}</svg>`;
}

/** Where the marker's position is on the image: the tip of a pin, the centre of the rider badge. */
export const markerAnchor = (kind: MapMarkerKind): "bottom" | "center" => (kind === "rider" ? "center" : "bottom");

/** Pixels to shift the image so that the pin's tip (3 px above the image's bottom) is on the position. */
export const markerOffset = (kind: MapMarkerKind): [number, number] => (kind === "rider" ? [0, 0] : [0, 3]);
