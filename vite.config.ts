import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogs } from "./scripts/vite-catalogs.mjs";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r("./src/app"),
  publicDir: r("./src/app/public"),
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: r("./src/app/routes"),
      generatedRouteTree: r("./src/app/routeTree.gen.ts"),
    }),
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    react(),
    lingui(),
    // One static catalog file per app language, fetched only for the active language (not bundled).
    catalogs(),
  ],
  resolve: {
    alias: {
      "@domain": r("./src/domain"),
      "@config": r("./src/config"),
      "@machines": r("./machines"),
      "@api": r("./src/api"),
      "@app": r("./src/app"),
    },
  },
  build: {
    outDir: r("./dist/app"),
    emptyOutDir: true,
    manifest: "asset-manifest.json",
    sourcemap: false,
  },
  server: {
    proxy: {
      "^/(orders|hurrier|identity|conditions-api|flags|mailbox|map|payments|ws|api-docs|tracking-api|deployment\\.json|flags-fallback\\.json|asset-manifest\\.json|healthz)(/|$|\\?)": {
        target: `http://localhost:${process.env.PLATFORM_PORT ?? 8081}`,
        ws: true,
      },
    },
  },
});
