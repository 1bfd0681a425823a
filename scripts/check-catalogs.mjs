// Catalog check of `npm test`: re-extracts the messages from the sources (so a text added without
// extraction is caught), then checks the catalog of every app language (the locales of
// lingui.config.ts, i.e. src/config/app-languages.ts) against English with the rules of
// ./catalog-check-lib.mjs: every message present and translated, ICU that parses, the same
// placeholders, plural/select arguments and tags as English. Prints one line per language
// (messages, how many read exactly as English, warnings) and fails on any error.
// `--no-extract` checks the catalogs as they are (after a translator's drop-in, before extracting).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { getConfig } from "@lingui/conf";
import { checkCatalog, parsePo } from "./catalog-check-lib.mjs";

if (!process.argv.includes("--no-extract")) {
  const r = spawnSync("npx", ["lingui", "extract", "--clean", "--overwrite"], { stdio: ["ignore", "pipe", "inherit"] });
  if (r.status !== 0) {
    console.error(r.stdout.toString());
    process.exit(r.status ?? 1);
  }
}

const config = getConfig({ configPath: new URL("../lingui.config.ts", import.meta.url).pathname });
const catalogPath = (locale) => new URL(`../src/app/locales/${locale}/messages.po`, import.meta.url);
const english = parsePo(readFileSync(catalogPath(config.sourceLocale), "utf8"));

let failed = 0;
for (const locale of config.locales) {
  if (locale === config.sourceLocale) {
    const empty = [...english].filter(([, text]) => text.trim() === "");
    if (empty.length) {
      failed++;
      console.error(`${locale}: ${empty.length} messages without English text:\n  ${empty.map(([id]) => id).join("\n  ")}`);
    } else console.log(`${locale}: ${english.size} messages (source)`);
    continue;
  }
  if (!existsSync(catalogPath(locale))) {
    failed++;
    console.error(`${locale}: no catalog at src/app/locales/${locale}/messages.po`);
    continue;
  }
  const result = checkCatalog(english, parsePo(readFileSync(catalogPath(locale), "utf8")), locale);
  const line = `${locale}: ${result.total - result.errors.length} of ${result.total} messages complete, ${result.sameAsEnglish} read as English, ${result.warnings.length} warnings`;
  if (result.errors.length) {
    failed++;
    console.error(`${line}\n${result.errors.map((e) => `  ${e.id}: ${e.problem}`).join("\n")}`);
  } else console.log(line);
  if (result.warnings.length && process.argv.includes("--warnings")) {
    console.log(result.warnings.map((w) => `  warning ${w.id}: ${w.problem}`).join("\n"));
  }
}
process.exit(failed ? 1 : 0);
