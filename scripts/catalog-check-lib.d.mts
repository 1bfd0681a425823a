// Types of ./catalog-check-lib.mjs (used by tests/scripts/catalog-check.test.ts).
export type CatalogProblem = { id: string; problem: string };
export function parsePo(text: string): Map<string, string>;
export function messageShape(message: string): { args: string[]; tags: string[]; plurals: { arg: string; type: string; keys: string[] }[] };
export function checkCatalog(
  english: Map<string, string>,
  catalog: Map<string, string>,
  locale: string,
): { errors: CatalogProblem[]; warnings: CatalogProblem[]; total: number; sameAsEnglish: number };
