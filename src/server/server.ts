// Starts the platform on a port: the Hono app, the live channel (@hono/node-ws on the same HTTP
// server), the order events LISTEN and, unless disabled, the rider simulator. main.ts uses it, and
// so do the socket tests and the benchmark (port 0 picks a free port).
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createNodeWebSocket } from "@hono/node-ws";
import { createAppFromDeps } from "./app";
import type { AppDeps } from "./context";
import { type LiveHub, mountLiveChannel } from "./live/channel";
import { Simulator, type SimulatorSettings } from "./sim/simulator";

export type StartPlatformOptions = {
  deps: AppDeps;
  port: number;
  hostname?: string;
  /** Ping interval of the live channel (25 s). */
  keepaliveMs?: number;
  /** The simulator (off when absent or disabled). */
  sim?: SimulatorSettings;
};

export type RunningPlatform = {
  port: number;
  hub: LiveHub;
  simulator: Simulator | null;
  server: ReturnType<typeof serve>;
  /** Stops the simulator, closes every socket and the HTTP server (not the database). */
  close(): Promise<void>;
};

export async function startPlatform({ deps, port, hostname, keepaliveMs, sim }: StartPlatformOptions): Promise<RunningPlatform> {
  const app = createAppFromDeps(deps);
  const { injectWebSocket, upgradeWebSocket, wss } = createNodeWebSocket({ app });
  // ws refuses a larger message (1009) before buffering it (its own default is 100 MiB).
  wss.options.maxPayload = deps.settings.liveMaxMessageBytes;
  const hub = mountLiveChannel(app, { upgradeWebSocket, deps, keepaliveMs });
  await deps.events.ready();
  await deps.sessions.ready();
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname }, () => {
      s.off("error", reject);
      resolve(s);
    });
    s.once("error", reject);
  });
  injectWebSocket(server);
  const simulator = sim?.enabled ? new Simulator(deps, sim) : null;
  simulator?.start();
  return {
    port: (server.address() as AddressInfo).port,
    hub,
    simulator,
    server,
    async close() {
      await simulator?.stop();
      hub.close();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await deps.events.close();
      await deps.sessions.close();
    },
  };
}
