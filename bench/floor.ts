// The "floor" of the first-load comparison: a Vite build of react + react-dom + @mantine/core (the
// project's installed version) and its CSS rendering one Button under a plain h1 (the h1 is what the
// bench's "usable" test waits for, as on the portal's pages). Built into .tmp/bench-floor (inside the
// checkout, so the imports resolve to the project's node_modules) in the same run as the portal is
// measured, and served by a small static server that answers like the platform does: brotli or gzip
// when the browser accepts it (compressed once, kept in memory), plain otherwise.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

export async function buildFloor(root: string): Promise<{ dir: string; mantine: string }> {
  const dir = join(root, ".tmp/bench-floor");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
  );
  writeFileSync(
    join(dir, "main.js"),
    `import { createElement as h } from "react";
import { createRoot } from "react-dom/client";
import { Button, MantineProvider } from "@mantine/core";
import "@mantine/core/styles.css";
createRoot(document.getElementById("root")).render(h(MantineProvider, null, h("main", null, h("h1", null, "Floor"), h(Button, null, "Request a rider"))));
`,
  );
  await build({ configFile: false, root: dir, logLevel: "error", build: { outDir: join(dir, "dist"), emptyOutDir: true } });
  const mantine = JSON.parse(readFileSync(join(root, "node_modules/@mantine/core/package.json"), "utf8")).version as string;
  return { dir: join(dir, "dist"), mantine };
}

export async function serveFloor(dist: string): Promise<{ server: Server; base: string }> {
  const cache = new Map<string, { raw: Buffer; br: Buffer; gz: Buffer }>();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(dist, path === "/" ? "index.html" : path);
    let entry = cache.get(file);
    try {
      if (!entry) {
        const raw = readFileSync(file);
        entry = { raw, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gz: gzipSync(raw, { level: 9 }) };
        cache.set(file, entry);
      }
    } catch {
      res.writeHead(404).end();
      return;
    }
    const accept = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] = /\bbr\b/.test(accept) ? [entry.br, "br"] : /\bgzip\b/.test(accept) ? [entry.gz, "gzip"] : [entry.raw, null];
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", Vary: "Accept-Encoding", ...(encoding ? { "Content-Encoding": encoding } : {}) });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
