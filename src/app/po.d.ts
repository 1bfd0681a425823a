// Catalog modules: the Lingui Vite plugin compiles `./locales/{locale}/messages.po` on import.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
