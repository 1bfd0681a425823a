// Shared by the security-*.test.ts files: the platform over a real loopback socket (what @hono/node-server
// does to answers differs from in-process requests), and in-process requests that look as if they came
// from another machine (Hono reads the caller's socket from the env binding `incoming`).
import type { IncomingMessage } from "node:http";
import { createDeps } from "../../src/server/app";
import type { AppDeps } from "../../src/server/context";
import { createLogger } from "../../src/server/logger";
import { type RunningPlatform, startPlatform } from "../../src/server/server";
import type { ServerEnv } from "../../src/server/settings";
import { PASSWORD, TEST_ENV, type TestPlatform } from "./helpers";

export type SocketPlatform = { base: string; deps: AppDeps; running: RunningPlatform; close(): Promise<void> };

/** The app of `p`'s database on 127.0.0.1 and a free port, with `env` on top of the test env. */
export async function startSocketPlatform(p: TestPlatform, env: ServerEnv = {}): Promise<SocketPlatform> {
  const deps = createDeps({ db: p.database, env: { ...TEST_ENV, ...env }, now: p.clock.now, logger: createLogger("silent") });
  const running = await startPlatform({ deps, port: 0, hostname: "127.0.0.1" });
  return {
    base: `http://127.0.0.1:${running.port}`,
    deps,
    running,
    close: async () => {
      await running.close();
      await deps.mailer.close();
    },
  };
}

/** An in-process request whose socket peer is `ip` (as @hono/node-server would pass it). */
export function requestFrom(p: TestPlatform, ip: string, path: string, init: RequestInit = {}) {
  const incoming = { socket: { remoteAddress: ip } } as unknown as IncomingMessage;
  return p.app.request(path, init, { incoming });
}

export const loginBody = (email: string, password = PASSWORD) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email, password }),
});
