// Starts the platform on a port: the Hono app, the live channel (@hono/node-ws on the same HTTP
// server), the order events LISTEN and, unless disabled, the rider simulator. main.ts uses it, and
// so do the socket tests and the benchmark (port 0 picks a free port).
//
// close() is graceful: it stops accepting connections, stops the simulator, sends every live socket
// a close frame (main.ts: 1012 "service restart", which the portal answers by reconnecting after
// 1 s), lets the requests in flight finish (closing keep-alive connections as soon as they are idle)
// and cuts what is left only after drainMs; then it stops the LISTEN. The caller closes the database.
import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createNodeWebSocket } from "@hono/node-ws";
import { createAppFromDeps } from "./app";
import type { AppDeps } from "./context";
import { type LiveHub, mountLiveChannel } from "./live/channel";
import { BulkPlacer, RESUME_INTERVAL_MS } from "./modules/bulk/placement";
import { PaymentSweeper } from "./modules/payments/sweeper";
import { closePublicStreams } from "./modules/public-tracking/routes";
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

/** How long requests in flight may take to finish when the platform closes (5 s). */
export const DRAIN_MS = 5000;
/** How long live sockets get to answer the close frame before they are cut (1 s). */
const SOCKET_CLOSE_MS = 1000;

export type CloseOptions = {
  /** Close code of the live sockets (1001 "going away"; 1012 "service restart" for a restart). */
  code?: number;
  reason?: string;
  /** Requests in flight get this long to finish (DRAIN_MS); then their connections are cut. */
  drainMs?: number;
};

export type CloseReport = {
  /** Live sockets that were open. */
  sockets: number;
  /** True when every request finished within drainMs. */
  drained: boolean;
  ms: number;
};

export type RunningPlatform = {
  port: number;
  hub: LiveHub;
  simulator: Simulator | null;
  server: ReturnType<typeof serve>;
  /** Stops accepting, stops the simulator, closes the live sockets, drains the requests in flight, stops the LISTEN (not the database). */
  close(options?: CloseOptions): Promise<CloseReport>;
};

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref?.();
  });

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
  // Bulk placements whose instance crashed are resumed by whichever instance sees their lease run out.
  const bulkPlacer = new BulkPlacer(deps);
  const resumeBulk = setInterval(() => {
    bulkPlacer.resumeStalled().catch((err) => deps.logger.warn({ err: (err as Error).message }, "bulk resume failed"));
  }, RESUME_INTERVAL_MS);
  resumeBulk.unref?.();
  // Payment intents left open past their lifetime are cancelled (issue 17).
  const sweeper = new PaymentSweeper(deps);
  sweeper.start();
  return {
    port: (server.address() as AddressInfo).port,
    hub,
    simulator,
    server,
    async close({ code = 1001, reason = "server shutting down", drainMs = DRAIN_MS } = {}) {
      const started = performance.now();
      // No new connections from here on; `ended` resolves once every connection has ended.
      const ended = new Promise<void>((resolve) => server.close(() => resolve()));
      const http = "closeIdleConnections" in server ? (server as HttpServer) : undefined;
      await simulator?.stop();
      clearInterval(resumeBulk);
      await sweeper.stop();

      const sockets = wss.clients.size;
      hub.close(code, reason);
      closePublicStreams(deps);
      const socketsClosed = async () => {
        for (let waited = 0; wss.clients.size && waited < SOCKET_CLOSE_MS; waited += 20) await delay(20);
        for (const client of wss.clients) client.terminate();
      };
      await socketsClosed();

      // A keep-alive connection between two requests is closed now; one with a request in flight
      // is closed as soon as its answer has gone out (the poll), so `ended` follows the last answer.
      http?.closeIdleConnections();
      const poll = setInterval(() => http?.closeIdleConnections(), 20);
      const drained = await Promise.race([ended.then(() => true), delay(drainMs).then(() => false)]);
      clearInterval(poll);
      if (!drained) {
        deps.logger.warn({ drainMs }, "requests still in flight after the drain time: cutting their connections");
        http?.closeAllConnections();
        await ended;
      }
      // A socket upgraded while the hub was closing is cut too.
      await socketsClosed();
      await deps.events.close();
      await deps.sessions.close();
      return { sockets, drained, ms: Math.round(performance.now() - started) };
    },
  };
}
