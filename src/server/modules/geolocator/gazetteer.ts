// The geolocator over the Copenhagen gazetteer (data/copenhagen-addresses.ts): autocomplete by
// word prefixes (every typed word must start a word of the address: street, number, postcode, city
// or district; longer words may also match inside a street name), ranked by how well the words
// match and then by distance to a given point; reverse geocoding to the nearest address; details
// by id. A house number that is not listed finds the nearest listed numbers of the street. Danish letters fold to plain ones (æ→ae, ø→o, å→a; "oe" and "aa" typed for ø and å
// match too), so "norrebrogade 52" finds "Nørrebrogade 52".
import { COPENHAGEN_ADDRESSES, type GazetteerAddress } from "../../data/copenhagen-addresses";
import { haversineMeters, type Point } from "../delivery/geo";

/** Lower case, accents stripped, Danish letters folded. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/[øö]/g, "o")
    .replace(/å/g, "a")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/oe/g, "o")
    .replace(/aa/g, "a");
}

const words = (text: string) => fold(text).split(/[^a-z0-9]+/).filter(Boolean);

type Indexed = { address: GazetteerAddress; streetWords: string[]; otherWords: string[]; streetFolded: string };

export const MAX_RESULTS = 10;
/** Reverse geocoding finds nothing farther than this. */
export const REVERSE_MAX_M = 1500;

export class Gazetteer {
  private readonly indexed: Indexed[];
  private readonly byId: Map<string, GazetteerAddress>;

  constructor(readonly addresses: readonly GazetteerAddress[] = COPENHAGEN_ADDRESSES) {
    this.indexed = addresses.map((address) => ({
      address,
      streetWords: words(address.street),
      otherWords: [address.number, address.postalCode, ...words(address.city), ...words(address.district)],
      streetFolded: words(address.street).join(""),
    }));
    this.byId = new Map(addresses.map((a) => [a.id, a]));
  }

  /** Score of one typed word against an address (0: no match). */
  private static wordScore(word: string, entry: Indexed): number {
    if (/^\d+$/.test(word)) {
      if (entry.address.number === word) return 4;
      if (entry.address.postalCode === word) return 3;
      if (entry.address.postalCode.startsWith(word)) return 1;
      // A house number the gazetteer does not list still finds the nearest listed numbers of the
      // street ("Nørrebrogade 20" → 21, 16, 26…), closer numbers first.
      const diff = Math.abs(Number(entry.address.number.replace(/\D.*$/, "")) - Number(word));
      if (diff > 0 && diff <= 10) return 2 - diff / 10;
      return 0;
    }
    let best = 0;
    for (const w of entry.streetWords) {
      if (w === word) best = Math.max(best, 4);
      else if (w.startsWith(word)) best = Math.max(best, 3);
      else if (word.length >= 3 && w.includes(word)) best = Math.max(best, 1);
    }
    if (best < 3 && word.length >= 3 && entry.streetFolded.startsWith(word)) best = Math.max(best, 3);
    for (const w of entry.otherWords) {
      if (w === word) best = Math.max(best, 2);
      else if (w.startsWith(word)) best = Math.max(best, 1);
    }
    return best;
  }

  autocomplete(query: string, near?: Point, limit = MAX_RESULTS): GazetteerAddress[] {
    const typed = words(query);
    if (!typed.length) return [];
    const hits: { address: GazetteerAddress; score: number; distance: number }[] = [];
    for (const entry of this.indexed) {
      let score = 0;
      let matched = true;
      for (const word of typed) {
        const s = Gazetteer.wordScore(word, entry);
        if (s === 0) {
          matched = false;
          break;
        }
        score += s;
      }
      if (!matched) continue;
      hits.push({ address: entry.address, score, distance: near ? haversineMeters(near, entry.address) : 0 });
    }
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        a.distance - b.distance ||
        a.address.street.localeCompare(b.address.street, "da") ||
        Number(a.address.number) - Number(b.address.number),
    );
    return hits.slice(0, limit).map((h) => h.address);
  }

  /** The nearest address within REVERSE_MAX_M, or null. */
  reverse(point: Point): GazetteerAddress | null {
    let best: GazetteerAddress | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const a of this.addresses) {
      const d = haversineMeters(point, a);
      if (d < bestDistance) {
        best = a;
        bestDistance = d;
      }
    }
    return best && bestDistance <= REVERSE_MAX_M ? best : null;
  }

  details(id: string): GazetteerAddress | null {
    return this.byId.get(id) ?? null;
  }
}
