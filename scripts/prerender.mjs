// Prerenders the landing and the public pages for a running platform (issue 14): loads the server
// build of the portal (dist/ssr/entry-server.mjs, written by `vite build`), asks the platform for its
// deployment (GET /deployment.json), renders the pages with the real React tree in the deployment's
// default language (the flags and the catalog come from the platform, as in the browser) and writes
// dist/app/prerendered/<deployment key>/<page>.html, which the platform then serves for `/`,
// /tracking/{id}, /tracking-c2c/{id} and /delivery-receipt/{id} (src/server/modules/static/spa.ts).
// Until the files exist, or when rendering fails, the platform serves the empty index.html as before.
//
// Used by scripts/start.mjs (`npm start`), scripts/e2e-server.mjs and the bench (prerenderInChild: its
// own short-lived process, with React's production renderer, so the platform's memory is untouched);
// `node scripts/prerender.mjs http://localhost:8080` does it by hand.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Waits until the platform answers /healthz (at most `timeoutMs`). */
async function waitForPlatform(origin, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the platform at ${origin} did not answer /healthz`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Renders and writes the pages; resolves with their paths (empty when the portal has no server
 * build, or the deployment is invalid). Never throws: the platform works without the files.
 */
export async function prerender(origin, { staticDir = process.env.STATIC_DIR ?? join(root, "dist/app"), timeoutMs = 60_000, log = console.error } = {}) {
  const entry = join(root, "dist/ssr/entry-server.mjs");
  const templateFile = join(staticDir, "index.html");
  if (!existsSync(entry) || !existsSync(templateFile)) {
    log("prerender: no server build (dist/ssr/entry-server.mjs); run `npx vite build`. The platform serves index.html.");
    return [];
  }
  try {
    await waitForPlatform(origin, timeoutMs);
    const started = performance.now();
    const rawDeployment = await (await fetch(`${origin}/deployment.json`)).json();
    const { renderPages, deploymentKey } = await import(pathToFileURL(entry).href);
    const manifest = JSON.parse(await readFile(join(staticDir, "asset-manifest.json"), "utf8").catch(() => "{}"));
    const pages = await renderPages({ origin, rawDeployment, template: await readFile(templateFile, "utf8"), manifest });
    const dir = join(staticDir, "prerendered", deploymentKey(rawDeployment));
    await mkdir(dir, { recursive: true });
    const written = [];
    for (const page of pages) {
      // Written beside and renamed: the platform never reads half a file.
      const file = join(dir, `${page.name}.html`);
      await writeFile(`${file}.tmp`, page.html);
      await rename(`${file}.tmp`, file);
      written.push(file);
    }
    log(`prerender: ${pages.map((p) => `${p.name} (${p.mark.lang})`).join(", ")} in ${Math.round(performance.now() - started)} ms`);
    return written;
  } catch (error) {
    log(`prerender failed, the platform serves index.html: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return [];
  }
}

/** Runs this script in its own process once the platform at `origin` answers; resolves when it is done (never rejects). */
export function prerenderInChild(origin, env = process.env) {
  return new Promise((done) => {
    // React's production server renderer (as the portal's production build in the browser).
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), origin], { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...env, NODE_ENV: "production" } });
    child.on("exit", (code) => done(code === 0));
    child.on("error", () => done(false));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const origin = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 8080}`;
  const written = await prerender(origin);
  // The renderer's actors and sockets are stopped; exit without waiting for keep-alive connections.
  process.exit(written.length > 0 ? 0 : 1);
}
