import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { configDefaults, defineConfig } from "vitest/config";
import { catalogs } from "./scripts/vite-catalogs.mjs";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Pure suites: no I/O, no module mocks, no globals, no environment variables. They share their
// workers (isolate: false) instead of starting a process and importing xstate, valibot and the
// machines again for each of their files.
const PURE = ["tests/domain/**/*.test.{ts,tsx}", "tests/config/**/*.test.{ts,tsx}", "tests/machines/**/*.test.{ts,tsx}"];

export default defineConfig({
  plugins: [babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }), lingui(), catalogs({ mode: "import" })],
  resolve: {
    alias: {
      "@domain": r("./src/domain"),
      "@config": r("./src/config"),
      "@machines": r("./machines"),
      "@api": r("./src/api"),
      "@app": r("./src/app"),
    },
  },
  test: {
    environment: "node",
    pool: "forks",
    testTimeout: 30000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: { name: "pure", include: PURE, isolate: false },
      },
      {
        extends: true,
        test: {
          name: "platform",
          include: ["tests/**/*.test.{ts,tsx}"],
          // The size budget measures the production build: scripts/test.mjs runs it after `vite build` (vitest.budget.config.ts).
          exclude: [...configDefaults.exclude, "tests/budget/**", ...PURE],
          // A directory where the first test that needs one writes the migrated and seeded PGlite
          // template the others copy (tests/support/pglite-template.ts).
          globalSetup: ["tests/support/pglite-template.setup.ts"],
        },
      },
    ],
  },
});
