// `npm run test:paths`: for every machine of tests/support/machine-registry.ts, builds the model graph
// with xstate/graph, generates the paths, executes each of them against the real machine (fake actors,
// simulated clock), checks every step against the machine's outcome table (tests/support/outcomes.ts)
// and prints states, transitions, paths and coverage. Exits 1 when a path fails or a machine is below its required coverage (default 100 % of states and transitions).
import { planBrowserPaths } from "../tests/support/browser-paths";
import { BROWSER_MODELS, pathLabel } from "../tests/support/browser-registry";
import { MACHINE_REGISTRY } from "../tests/support/machine-registry";
import { analyseMachine, coverageSummary, executeAllPaths } from "../tests/support/model-paths";

const verbose = process.argv.includes("--verbose") || process.argv.includes("-v");
const rows: string[][] = [["machine", "states", "transitions", "paths", "snapshots", "edges", "states covered", "transitions covered", "paths passed"]];
let failed = false;

for (const entry of MACHINE_REGISTRY) {
  const analysis = analyseMachine(entry.machine, entry.model);
  const c = coverageSummary(analysis);
  const failures = await executeAllPaths(entry.machine, analysis, entry.execute, entry.outcomes);
  const needStates = entry.require?.statesPct ?? 100;
  const needTransitions = entry.require?.transitionsPct ?? 100;
  if (failures.length || c.statesPct < needStates || c.transitionsPct < needTransitions) failed = true;
  rows.push([
    entry.name,
    String(c.states),
    String(c.transitions),
    String(c.paths),
    String(c.snapshots),
    String(c.edges),
    `${c.coveredStates}/${c.states} (${c.statesPct}%)`,
    `${c.coveredTransitions}/${c.transitions} (${c.transitionsPct}%)`,
    `${c.paths - failures.length}/${c.paths}`,
  ]);
  if (verbose) {
    console.log(`\n${entry.name}: paths`);
    for (const p of analysis.paths) console.log(`  - ${p.description}`);
  }
  for (const s of analysis.uncoveredStates) console.log(`  ${entry.name}: state not covered: ${s}`);
  for (const t of analysis.uncoveredTransitions) console.log(`  ${entry.name}: transition not covered: ${t}`);
  for (const f of failures) console.log(`  ${entry.name}: path failed: ${f.error.message}`);
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
console.log(`\nModel-based paths (xstate/graph), executed against the real machines; every step checked against the outcome table\n`);
console.log(line(rows[0]));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const r of rows.slice(1)) console.log(line(r));
console.log("\nWhere the paths run: every path above in vitest (tests/machines/model-paths.test.ts, fake actors, simulated clock).");
console.log("These also run in Chromium against the real platform (e2e/chart-paths.spec.ts; vitest checks them too in tests/machines/browser-paths.test.ts):");
for (const model of BROWSER_MODELS) {
  const plan = planBrowserPaths(model);
  const total = plan.analysis.transitions.length;
  console.log(
    `\n${model.name}: ${plan.paths.length} browser paths take ${plan.coveredTransitions.length} of the ${plan.reachableTransitions.length} transitions a browser can reach (${total} in the chart), ${plan.coveredStates.length} of ${plan.analysis.states.length} states`,
  );
  for (const [i, p] of plan.paths.entries()) console.log(`  ${i + 1}. ${pathLabel(p, model)}   [vitest + Chromium]`);
}
console.log(failed ? "\nFAILED" : "\nall paths passed; coverage as required");
process.exit(failed ? 1 : 0);
