// The rules of the catalog check (scripts/check-catalogs.mjs runs them on every app language;
// tests/scripts/catalog-check.test.ts proves them on fixture catalogs):
// - every message of the English catalog is present in the language's catalog and translated (non-empty);
// - its ICU parses (@messageformat/parser, the grammar Lingui compiles): broken ICU fails;
// - its arguments are those of English: the same {placeholders}, the same plural/select/selectordinal
//   arguments with the same kind, the same select keys; the same numbered tags (<0>…</0>). Plural
//   categories may differ per language (Russian has few and many, Japanese only other): a plural must
//   have `other`, and categories the language's plural rules need but the message lacks are warnings.
import { parse } from "@messageformat/parser";

/** Unescapes a PO string literal's content. */
const unescapePo = (s) => s.replace(/\\(["\\nt])/g, (_, c) => (c === "n" ? "\n" : c === "t" ? "\t" : c));

/** Reads a PO file's entries: id → translation (obsolete entries and the header left out). */
export function parsePo(text) {
  const out = new Map();
  for (const block of text.split(/\r?\n\r?\n+/)) {
    if (/^#~/m.test(block)) continue;
    const id = /^msgid "((?:[^"\\]|\\.)*)"/m.exec(block);
    if (!id || id[1] === "") continue;
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    const value = str ? [...str[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("") : "";
    out.set(unescapePo(id[1]), unescapePo(value));
  }
  return out;
}

/**
 * The shape of a message that translations must keep: sorted lists of arguments ("name",
 * "count:plural", "gender:select[female|male|other]"), tags ("<0>", "</0>") and, per plural, the
 * categories it has. Throws on ICU that does not parse.
 */
export function messageShape(message) {
  const args = new Set();
  const plurals = [];
  const walk = (tokens) => {
    for (const t of tokens) {
      if (t.type === "argument") args.add(t.arg);
      else if (t.type === "function") args.add(`${t.arg}:${t.key}`);
      else if (t.type === "plural" || t.type === "selectordinal") {
        args.add(`${t.arg}:${t.type}`);
        plurals.push({ arg: t.arg, type: t.type, keys: t.cases.map((c) => c.key) });
        for (const c of t.cases) walk(c.tokens);
      } else if (t.type === "select") {
        args.add(`${t.arg}:select[${t.cases.map((c) => c.key).sort().join("|")}]`);
        for (const c of t.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  const tags = [...message.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, "")).sort();
  return { args: [...args].sort(), tags, plurals };
}

const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Checks one language's catalog against English. Returns errors (the check fails) and warnings.
 * @param {Map<string, string>} english id → English text
 * @param {Map<string, string>} catalog id → translation
 * @param {string} locale BCP 47 code (for the plural rules)
 */
export function checkCatalog(english, catalog, locale) {
  const errors = [];
  const warnings = [];
  let categories = ["other"];
  try {
    categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  } catch {
    // unknown to Intl: only `other` is required
  }
  for (const [id, source] of english) {
    if (!catalog.has(id)) {
      errors.push({ id, problem: "missing" });
      continue;
    }
    const text = catalog.get(id);
    if (text.trim() === "") {
      errors.push({ id, problem: "untranslated" });
      continue;
    }
    let want;
    try {
      want = messageShape(source);
    } catch (e) {
      errors.push({ id, problem: `broken ICU in English: ${e.message}` });
      continue;
    }
    let got;
    try {
      got = messageShape(text);
    } catch (e) {
      errors.push({ id, problem: `broken ICU: ${e.message}` });
      continue;
    }
    if (!same(want.args, got.args)) errors.push({ id, problem: `arguments ${JSON.stringify(got.args)}, English has ${JSON.stringify(want.args)}` });
    if (!same(want.tags, got.tags)) errors.push({ id, problem: `tags ${JSON.stringify(got.tags)}, English has ${JSON.stringify(want.tags)}` });
    for (const p of got.plurals) {
      if (!p.keys.includes("other")) errors.push({ id, problem: `${p.type} {${p.arg}} has no "other" case` });
      const needed = p.type === "plural" ? categories : [];
      const lacking = needed.filter((c) => !p.keys.includes(c));
      if (lacking.length) warnings.push({ id, problem: `plural {${p.arg}} lacks ${lacking.join(", ")} (${locale})` });
    }
  }
  for (const id of catalog.keys()) if (!english.has(id)) warnings.push({ id, problem: "not in English (obsolete?)" });
  const sameAsEnglish = [...english].filter(([id, source]) => catalog.get(id) === source).length;
  return { errors, warnings, total: english.size, sameAsEnglish };
}
