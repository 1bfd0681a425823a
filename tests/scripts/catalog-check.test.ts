// The catalog check of `npm test` (scripts/check-catalogs.mjs) on fixture catalogs: it passes a
// complete Russian catalog with its own plural categories, and fails a missing message, a lost or
// renamed placeholder, a lost tag, broken ICU, a changed select and an empty translation.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkCatalog, messageShape, parsePo } from "../../scripts/catalog-check-lib.mjs";

const fixture = (name: string) => parsePo(readFileSync(new URL(`./fixtures/${name}.po`, import.meta.url), "utf8"));
const english = fixture("en");
const problems = (name: string, locale: string) =>
  Object.fromEntries(checkCatalog(english, fixture(name), locale).errors.map((e: { id: string; problem: string }) => [e.id, e.problem]));

describe("catalog check", () => {
  it("passes a complete catalog whose plurals have the language's own categories", () => {
    const r = checkCatalog(english, fixture("ru-good"), "ru");
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.total).toBe(4);
  });

  it("fails a missing message, a renamed placeholder, broken ICU and a changed select", () => {
    const p = problems("ru-broken", "ru");
    expect(p.terms).toBe("missing");
    expect(p.greeting).toMatch(/arguments \["имя"\], English has \["name"\]/);
    expect(p["orders.count"]).toMatch(/^broken ICU/);
    expect(p["rider.kind"]).toMatch(/select\[bike\|car\].*select\[bike\|other\]/);
  });

  it("fails a lost tag and an empty translation; a plural with only `other` is fine where the language has only `other`", () => {
    const p = problems("ja-tags", "ja");
    expect(p.terms).toMatch(/tags \[\], English has \["<\/0>","<0>"\]/);
    expect(p["rider.kind"]).toBe("untranslated");
    expect(p["orders.count"]).toBeUndefined();
    expect(p.greeting).toBeUndefined();
  });

  it("warns when a plural lacks a category the language's rules need", () => {
    const ru = new Map(fixture("ru-good"));
    ru.set("orders.count", "{count, plural, one {# заказ} other {# заказов}}");
    const r = checkCatalog(english, ru, "ru");
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w: { problem: string }) => w.problem)).toEqual(["plural {count} lacks few, many (ru)"]);
  });

  it("reads the shape of a message: arguments, kinds and tags", () => {
    expect(messageShape("Pick-up in {minutes} min <0>{distance}</0>")).toMatchObject({ args: ["distance", "minutes"], tags: ["</0>", "<0>"] });
    expect(() => messageShape("Hello {name")).toThrow();
  });
});
