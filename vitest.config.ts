import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { configDefaults, defineConfig } from "vitest/config";
import { catalogs } from "./scripts/vite-catalogs.mjs";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

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
    include: ["tests/**/*.test.{ts,tsx}"],
    // The size budget measures the production build: scripts/test.mjs runs it after `vite build` (vitest.budget.config.ts).
    exclude: [...configDefaults.exclude, "tests/budget/**"],
    environment: "node",
    pool: "forks",
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
