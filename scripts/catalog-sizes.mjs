// Sizes for the README's Languages section (issue 15): after `npx vite build`, prints each app
// language's catalog file (bytes and gzip) and the JavaScript the first load fetches (the entry
// and its modulepreloads from index.html, gzip). `node scripts/catalog-sizes.mjs [distDir]`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = process.argv[2] ?? new URL("../dist/app", import.meta.url).pathname;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const html = readFileSync(join(dist, "index.html"), "utf8");
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let zipped = 0;
for (const s of new Set(scripts)) {
  const b = readFileSync(join(dist, s));
  raw += b.length;
  zipped += gz(b);
}
console.log(`first-load JS (entry + modulepreloads, ${new Set(scripts).size} files): ${kib(raw)} raw, ${kib(zipped)} gz`);

let dir = [];
try {
  // The catalogs themselves, not the build's pre-compressed copies beside them (.br, .gz).
  dir = readdirSync(join(dist, "locales")).filter((f) => f.endsWith(".json"));
} catch {
  // a build from before issue 15: catalogs were JS chunks
}
for (const f of dir.sort()) {
  const b = readFileSync(join(dist, "locales", f));
  console.log(`${f.split(".")[0].padEnd(6)} ${kib(b.length).padStart(10)} raw ${kib(gz(b)).padStart(9)} gz  locales/${f}`);
}
const chunks = readdirSync(join(dist, "assets")).filter((f) => /^messages-.*\.js$/.test(f));
for (const f of chunks) {
  const b = readFileSync(join(dist, "assets", f));
  console.log(`catalog chunk assets/${f}: ${kib(b.length)} raw, ${kib(gz(b))} gz`);
}
