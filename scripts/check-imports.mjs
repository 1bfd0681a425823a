// Import direction of DESIGN.md section 4: domain ← config ← machines ← api ← app;
// server imports only domain and config; nothing imports app or server; machines never import
// api, React, the DOM helpers, localStorage or timers directly.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const layers = { domain: "src/domain", config: "src/config", machines: "machines", api: "src/api", app: "src/app", server: "src/server" };
const allowed = {
  domain: ["domain"],
  config: ["domain", "config"],
  machines: ["domain", "config", "machines"],
  api: ["domain", "config", "machines", "api"],
  app: ["domain", "config", "machines", "api", "app"],
  server: ["domain", "config", "server"],
};
const forbiddenPackages = {
  domain: [/^react/, /^@mantine/, /^xstate/, /^ofetch/, /^hono/, /^node:/, /^@tanstack/],
  config: [/^react/, /^@mantine/, /^xstate/, /^ofetch/, /^hono/, /^node:/],
  machines: [/^react/, /^@mantine/, /^ofetch/, /^@tanstack/, /^hono/, /^node:/, /^@xstate\/react/],
};
const forbiddenGlobals = { machines: [/\blocalStorage\b/, /\bsetTimeout\s*\(/, /\bsetInterval\s*\(/, /\bdocument\./, /\bwindow\./, /\bfetch\s*\(/] };

const layerOf = (file) => {
  const rel = relative(root, file);
  return Object.entries(layers).find(([, dir]) => rel === dir || rel.startsWith(`${dir}/`))?.[0];
};
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (n === "node_modules" || n.endsWith(".gen.ts")) return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(n) ? [p] : [];
  });

const aliases = { "@domain/": "src/domain/", "@config/": "src/config/", "@machines/": "machines/", "@api/": "src/api/", "@app/": "src/app/" };
const problems = [];
for (const [layer, dir] of Object.entries(layers)) {
  let files = [];
  try { files = walk(join(root, dir)); } catch { continue; }
  for (const file of files) {
    const src = readFileSync(file, "utf8");
    const code = src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    for (const m of code.matchAll(/(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
      const spec = m[1] ?? m[2];
      let target;
      if (spec.startsWith(".")) target = resolve(dirname(file), spec);
      else {
        const a = Object.keys(aliases).find((k) => spec.startsWith(k));
        if (a) target = join(root, aliases[a], spec.slice(a.length));
      }
      if (target) {
        const tl = layerOf(target);
        if (tl && !allowed[layer].includes(tl)) problems.push(`${relative(root, file)}: ${layer} must not import ${tl} (${spec})`);
      } else if ((forbiddenPackages[layer] ?? []).some((re) => re.test(spec))) {
        problems.push(`${relative(root, file)}: ${layer} must not import the package ${spec}`);
      }
    }
    for (const re of forbiddenGlobals[layer] ?? []) {
      if (re.test(code)) problems.push(`${relative(root, file)}: ${layer} must not use ${re.source} directly (use a named actor or delay)`);
    }
  }
}
if (problems.length) {
  console.error(`Import direction violations (${problems.length}):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("import direction: ok");
