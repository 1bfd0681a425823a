// Builds the map's glyph files (src/server/data/glyphs/<font>/<start>-<end>.pbf), the signed
// distance fields MapLibre draws street, park and water names with. Run on demand (the output is
// committed, so neither a build nor CI needs a font or a browser):
//   node scripts/build-map-glyphs.mjs
// Each glyph is drawn by Chromium's canvas with DejaVu Sans (Debian's fonts-dejavu-core: free
// licence, Latin, Greek and Cyrillic) and turned into a distance field by @mapbox/tiny-sdf, the very
// rasterizer MapLibre uses for glyphs it draws itself, with the server glyphs' parameters: 24 px em,
// 3 px border, radius 8, cutoff 0.25. The files are the glyphs protobuf every MapLibre reads:
//   glyphs { repeated fontstack stacks = 1 }
//   fontstack { string name = 1; string range = 2; repeated glyph glyphs = 3 }
//   glyph { uint32 id = 1; bytes bitmap = 2; uint32 width = 3, height = 4; sint32 left = 5, top = 6; uint32 advance = 7 }
// Ranges: Basic Latin + Latin-1 (0-255: Danish æ ø å and the other western European letters) and
// Latin Extended-A (256-511). Other scripts (Arabic, CJK …) are drawn by MapLibre itself when a
// name needs them.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(root, "src/server/data/glyphs");

/** Font stack name (what a style's text-font says) → folder, and how Chromium draws it. */
export const FONTS = [
  { name: "DejaVu Sans Book", dir: "dejavu-sans-book", weight: "normal", style: "normal" },
  { name: "DejaVu Sans Bold", dir: "dejavu-sans-bold", weight: "bold", style: "normal" },
  { name: "DejaVu Sans Oblique", dir: "dejavu-sans-oblique", weight: "normal", style: "oblique" },
];
const RANGES = [0, 256];
/** Top of a glyph from the baseline (TinySDF) → from the origin server glyphs use (fontnik's, 26 px above the baseline at 24 px). */
const TOP_OFFSET = 26;

// ---- protobuf writer (varints, zigzag, length-delimited) ------------------------------------------
const varint = (n) => {
  const out = [];
  let v = n >>> 0;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v >>>= 7;
  }
  out.push(v);
  return out;
};
const zigzag = (n) => (n << 1) ^ (n >> 31);
const key = (field, wire) => varint((field << 3) | wire);
const uint = (field, n) => [...key(field, 0), ...varint(n)];
const sint = (field, n) => [...key(field, 0), ...varint(zigzag(n))];
const bytes = (field, data) => [...key(field, 2), ...varint(data.length), ...data];
const str = (field, s) => bytes(field, [...new TextEncoder().encode(s)]);

function encodeGlyph(g) {
  return [
    ...uint(1, g.id),
    ...(g.bitmap.length ? bytes(2, g.bitmap) : []),
    ...uint(3, g.width),
    ...uint(4, g.height),
    ...sint(5, g.left),
    ...sint(6, g.top),
    ...uint(7, g.advance),
  ];
}

function encodeRange(fontName, start, glyphs) {
  const stack = [...str(1, fontName), ...str(2, `${start}-${start + 255}`), ...glyphs.flatMap((g) => bytes(3, encodeGlyph(g)))];
  return Uint8Array.from(bytes(1, stack));
}

// ---- drawing in Chromium ---------------------------------------------------------------------------
const tinySdf = readFileSync(join(root, "node_modules/@mapbox/tiny-sdf/index.js"), "utf8").replace("export default class TinySDF", "window.TinySDF = class TinySDF");

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><meta charset=utf-8><title>glyphs</title>");
  await page.addScriptTag({ content: tinySdf });
  for (const font of FONTS) {
    for (const start of RANGES) {
      const glyphs = await page.evaluate(
        ({ font, start, topOffset }) => {
          const sdf = new window.TinySDF({ fontSize: 24, buffer: 3, radius: 8, cutoff: 0.25, fontFamily: '"DejaVu Sans"', fontWeight: font.weight, fontStyle: font.style });
          const out = [];
          for (let id = start; id < start + 256; id++) {
            // Control characters have no glyph; a space keeps its advance without a bitmap.
            if (id < 0x20 || (id >= 0x7f && id < 0xa0)) continue;
            const char = String.fromCodePoint(id);
            const g = sdf.draw(char);
            if (g.glyphAdvance === 0) continue;
            const empty = g.glyphWidth === 0 || g.glyphHeight === 0;
            out.push({
              id,
              bitmap: empty ? [] : Array.from(g.data),
              width: empty ? 0 : g.glyphWidth,
              height: empty ? 0 : g.glyphHeight,
              left: empty ? 0 : g.glyphLeft,
              top: empty ? -topOffset : g.glyphTop - topOffset,
              advance: Math.round(g.glyphAdvance),
            });
          }
          return out;
        },
        { font, start, topOffset: TOP_OFFSET },
      );
      const file = join(OUT, font.dir, `${start}-${start + 255}.pbf`);
      mkdirSync(dirname(file), { recursive: true });
      const data = encodeRange(font.name, start, glyphs);
      writeFileSync(file, data);
      console.log(`${font.name} ${start}-${start + 255}: ${glyphs.length} glyphs, ${data.length} bytes → ${file.slice(root.length + 1)}`);
    }
  }
} finally {
  await browser.close();
}
