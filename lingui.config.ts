import type { LinguiConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// Catalogs: English is the source locale; da-DK is the Danish deployment's second language;
// ar proves right-to-left. Message ids are the spec's keys (explicit ids), so `lingui extract`
// keeps the ids and the English text as the source message.
const config: LinguiConfig = {
  locales: ["en", "da-DK", "ar"],
  sourceLocale: "en",
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
