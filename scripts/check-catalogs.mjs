// Catalog check of `npm test`: re-extracts the messages from the sources (so a text added without
// extraction is caught), then requires every message to be translated in en and da-DK (the Danish
// deployment's languages). Arabic proves right-to-left and may fall back to English.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const r = spawnSync("npx", ["lingui", "extract", "--clean", "--overwrite"], { stdio: ["ignore", "pipe", "inherit"] });
if (r.status !== 0) {
  console.error(r.stdout.toString());
  process.exit(r.status ?? 1);
}

function entries(locale) {
  const text = readFileSync(new URL(`../src/app/locales/${locale}/messages.po`, import.meta.url), "utf8");
  const out = [];
  for (const block of text.split(/\n\n+/)) {
    const id = /^msgid "((?:[^"\\]|\\.)*)"/m.exec(block);
    if (!id || id[1] === "") continue;
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    const value = str ? [...str[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("") : "";
    out.push({ id: id[1], value, obsolete: block.includes("#~") });
  }
  return out.filter((e) => !e.obsolete);
}

let missing = 0;
for (const locale of ["en", "da-DK"]) {
  const list = entries(locale);
  const empty = list.filter((e) => e.value.trim() === "");
  if (empty.length) {
    missing += empty.length;
    console.error(`${locale}: ${empty.length} of ${list.length} messages untranslated:\n  ${empty.map((e) => e.id).join("\n  ")}`);
  } else console.log(`${locale}: ${list.length} messages, all translated`);
}
const ar = entries("ar");
console.log(`ar: ${ar.filter((e) => e.value.trim()).length} of ${ar.length} messages translated (falls back to English)`);
process.exit(missing ? 1 : 0);
