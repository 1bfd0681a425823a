// vitest globalSetup: a directory for this run's PGlite templates (tests/support/pglite-template.ts),
// removed when the run ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "rrp-pglite-templates-"));
  project.provide("pgliteTemplateDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
