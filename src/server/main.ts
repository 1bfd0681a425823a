// Entry point of the reference platform (`tsx src/server/main.ts`): opens the database (PGlite in
// DATA_DIR, in memory with DATA_DIR=memory://, PostgreSQL when DATABASE_URL is set), serves the API,
// the live channel and the built portal on one port, and shuts down cleanly on SIGINT/SIGTERM.
import { serve } from "@hono/node-server";
import { createNodeWebSocket } from "@hono/node-ws";
import { createAppFromDeps, createDeps } from "./app";
import { openDatabase } from "./db/database";
import { mountLiveChannel } from "./live/channel";
import { createLogger } from "./logger";
import { readSettings } from "./settings";

const env = process.env;
const logger = createLogger(readSettings(env).logLevel);
const port = Number(env.PORT) || 8080;
const host = env.HOST || "0.0.0.0";

async function main() {
  const started = performance.now();
  const database = await openDatabase({ dataDir: env.DATA_DIR || "./.data", databaseUrl: env.DATABASE_URL || undefined });
  logger.info({ kind: database.kind, location: database.location, ms: Math.round(performance.now() - started) }, "database ready");

  const deps = createDeps({ db: database, env, logger });
  const app = createAppFromDeps(deps);
  const { injectWebSocket, upgradeWebSocket, wss } = createNodeWebSocket({ app });
  mountLiveChannel(app, { upgradeWebSocket });

  const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
    logger.info({ port, host }, `Portal ready at http://localhost:${port}`);
  });
  injectWebSocket(server);
  server.on("error", (err) => {
    logger.fatal({ err }, "server error");
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("forced exit after 5 s");
      process.exit(1);
    }, 5000);
    force.unref();
    for (const client of wss.clients) client.close(1001, "server shutting down");
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    });
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  logger.fatal({ err }, "platform failed to start");
  process.exit(1);
});
