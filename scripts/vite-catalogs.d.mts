// Types of ./vite-catalogs.mjs (the build's catalog plugin, imported by vite.config.ts and vitest.config.ts).
import type { Plugin } from "vite";
export const CATALOGS_MODULE: "virtual:catalogs";
export const CATALOG_DIR: "locales";
export function compileCatalog(locale: string, config?: unknown): Promise<{ json: string; errors: string[] }>;
export function contentHash(text: string): string;
export function catalogs(options?: { mode?: "fetch" | "import" | "built" }): Plugin;
