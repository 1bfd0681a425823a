// The glyphs of the map's names (street, park, water and district labels): signed distance fields
// built once by scripts/build-map-glyphs.mjs from DejaVu Sans and committed under
// src/server/data/glyphs/<font>/<start>-<end>.pbf. Read from disk on first ask and kept in memory
// (six files, ≈ 730 KB), with a gzipped copy (a third of the size; the compression middleware leaves
// protobuf alone). A font or range without a file is undefined (the route answers 404 and MapLibre
// draws those characters itself).
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { MAP_FONT_STACKS, MAP_GLYPH_RANGES, type MapFontStack } from "../../../domain/contract/map";

const GLYPHS_DIR = new URL("../../data/glyphs/", import.meta.url);

/** "DejaVu Sans Book" → "dejavu-sans-book", the folder of its files. */
export const fontFolder = (font: MapFontStack): string => font.toLowerCase().replace(/\s+/g, "-");

export type GlyphFile = { raw: Uint8Array; gzip: Uint8Array };

const cache = new Map<string, Promise<GlyphFile>>();

/** The glyph file of a font and range ("0-255.pbf"), or undefined when the platform has none. */
export function readGlyphRange(font: string, range: string): Promise<GlyphFile> | undefined {
  if (!(MAP_FONT_STACKS as readonly string[]).includes(font) || !(MAP_GLYPH_RANGES as readonly string[]).includes(range)) return undefined;
  const key = `${font}/${range}`;
  let file = cache.get(key);
  if (!file) {
    file = readFile(new URL(`${fontFolder(font as MapFontStack)}/${range}`, GLYPHS_DIR)).then((b) => ({
      raw: new Uint8Array(b),
      gzip: new Uint8Array(gzipSync(b, { level: 9 })),
    }));
    // A failed read is not kept (the next ask tries again).
    file.catch(() => cache.delete(key));
    cache.set(key, file);
  }
  return file;
}
