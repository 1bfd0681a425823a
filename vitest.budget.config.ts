// The route size budget (tests/budget), run by scripts/test.mjs after the production build: it
// measures dist/app, which the main vitest run (vitest.config.ts, before the build) must not see.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/budget/**/*.test.ts"],
    environment: "node",
    pool: "threads",
  },
});
