// Catalog modules: the Lingui Vite plugin compiles `./locales/{locale}/messages.po` on import.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

// One language's compiled messages (scripts/vite-catalogs.mjs): a fetch of its static catalog file.
declare module "virtual:catalogs" {
  import type { Messages } from "@lingui/core";
  /** The URL of each language's catalog file (empty under vitest, where catalogs are imported). */
  export const catalogUrls: Readonly<Record<string, string>>;
  export default function loadCatalog(code: string, signal?: AbortSignal): Promise<Messages>;
}
