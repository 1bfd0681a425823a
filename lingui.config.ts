import type { LinguiConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { APP_LANGUAGES, SOURCE_LANGUAGE } from "./src/config/app-languages";

// Catalogs: one per app language (src/config/app-languages.ts, the one list); English is the source
// locale and the fallback of every message a catalog lacks. Message ids are the spec's keys (explicit
// ids), so `lingui extract` keeps the ids and the English text as the source message.
const config: LinguiConfig = {
  locales: [...APP_LANGUAGES],
  sourceLocale: SOURCE_LANGUAGE,
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/app/locales/{locale}/messages",
      include: ["<rootDir>/src/app", "<rootDir>/src/domain", "<rootDir>/machines"],
    },
  ],
  // Catalogs sorted by id, origins without line numbers: a change elsewhere in a file does not touch
  // the catalogs, and branches adding messages in different areas merge without conflicts.
  orderBy: "messageId",
  // Lingui 6 takes the catalog format as a formatter object (the "po" string is gone).
  format: formatter({ lineNumbers: false }),
};

export default config;
