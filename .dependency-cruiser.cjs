// Boundaries of DESIGN.md section 4, checked by dependency-cruiser on the real module graph
// (swc parses every .ts/.tsx file, the tsconfig `paths` resolve @domain/@config/@machines/@api/@app).
// `npm run lint` runs it after Biome: `depcruise src machines --config .dependency-cruiser.cjs`.
//
// Layers: domain ← config ← machines ← api ← app; server imports only domain and config;
// nothing outside app imports app, nothing outside server imports server.
// In the app: a feature never imports another feature (what two features share lives in
// src/app/components or the domain), and views (features, components) never call the api:
// they send events to machines, whose real actors are provided in src/app/composition.
// Forbidden globals (clock, timers, DOM, storage, fetch in machines/) and kebab-case file names are
// Biome rules (biome.json): they are not import edges. Folder names are checked here.

/** Paths of the layers, anchored at the repo root. */
const L = {
  domain: "^src/domain/",
  config: "^src/config/",
  machines: "^machines/",
  api: "^src/api/",
  app: "^src/app/",
  server: "^src/server/",
};

/** A layer may import only the layers listed here (and packages, see below). */
const allowed = {
  domain: ["domain"],
  config: ["domain", "config"],
  machines: ["domain", "config", "machines"],
  api: ["domain", "config", "machines", "api"],
  app: ["domain", "config", "machines", "api", "app"],
  server: ["domain", "config", "server"],
};

const layerRules = Object.entries(allowed).map(([layer, may]) => ({
  name: `layer-${layer}`,
  comment: `${layer} may import only ${may.join(", ")} (DESIGN.md section 4: domain ← config ← machines ← api ← app; server ← domain, config)`,
  severity: "error",
  from: { path: L[layer] },
  to: {
    path: Object.values(L),
    pathNot: may.map((m) => L[m]),
  },
}));

/** Packages a layer must not depend on: the pure layers stay free of UI, transport and Node. */
const forbiddenPackages = {
  domain: ["react", "react-dom", "@mantine", "xstate", "@xstate", "ofetch", "hono", "@hono", "@tanstack", "drizzle-orm"],
  config: ["react", "react-dom", "@mantine", "xstate", "@xstate", "ofetch", "hono", "@hono", "drizzle-orm"],
  machines: ["react", "react-dom", "@mantine", "@xstate/react", "ofetch", "@tanstack", "hono", "@hono", "drizzle-orm"],
};
const packageRules = Object.entries(forbiddenPackages).flatMap(([layer, pkgs]) => [
  {
    name: `no-packages-in-${layer}`,
    comment: `${layer} must not import ${pkgs.join(", ")}`,
    severity: "error",
    from: { path: L[layer] },
    to: { dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"], path: `(^|/)node_modules/(${pkgs.join("|")})/` },
  },
  {
    name: `no-node-builtins-in-${layer}`,
    comment: `${layer} runs in the browser and in tests alike: no node: modules`,
    severity: "error",
    from: { path: L[layer] },
    to: { dependencyTypes: ["core"] },
  },
]);

module.exports = {
  forbidden: [
    ...layerRules,
    ...packageRules,
    {
      name: "feature-to-feature",
      comment:
        "A feature in src/app/features never imports another feature: share through src/app/components or the domain",
      severity: "error",
      from: { path: "^src/app/features/([^/]+)/" },
      to: { path: "^src/app/features/", pathNot: "^src/app/features/$1/" },
    },
    {
      name: "no-api-in-views",
      comment:
        "Views (src/app/features, src/app/components) never call the api: they send events to machines; the composition root provides the calls",
      severity: "error",
      from: { path: "^src/app/(features|components)/" },
      to: { path: L.api },
    },
    {
      name: "no-composition-in-views",
      comment: "Views never reach for real effects: only src/app/main.tsx and the composition root use src/app/composition",
      severity: "error",
      from: { path: "^src/app/(features|components)/" },
      to: { path: "^src/app/composition/" },
    },
    {
      name: "phone-metadata-through-phone-lib",
      comment:
        "Phone rules use src/domain/phone-lib.ts (libphonenumber-js/core with the slim metadata): the package's default entry bundles its full metadata into every page (issue 14)",
      severity: "error",
      from: { path: "^(src|machines)/", pathNot: "^src/domain/phone-lib\\.ts$" },
      to: { path: "node_modules/libphonenumber-js/" },
    },
    {
      name: "no-cycles-in-portal",
      comment:
        "No import cycle in the portal's layers (the platform's seed modules import the database module that runs them: known, left alone)",
      severity: "error",
      from: { path: "^(src/(domain|config|api|app)|machines)/" },
      to: { circular: true },
    },
    {
      name: "kebab-case-folders",
      comment:
        "Folder names are kebab-case (file names are checked by Biome's useFilenamingConvention; route folders follow TanStack's _layout and $param names)",
      severity: "error",
      from: { path: "^(src|machines)/[^A-Z_$ ]*[A-Z_$ ][^/]*/", pathNot: "^src/app/routes/" },
      to: {},
    },
    {
      name: "not-to-unresolvable",
      comment: "Every import resolves (a typo in an alias would otherwise escape every rule above); virtual:catalogs is the build's catalog loader (scripts/vite-catalogs.ts)",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^virtual:catalogs$" },
    },
  ],
  options: {
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|src/app/locales)/|\\.gen\\.ts$" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
