// Entry point of the reference platform (`tsx src/server/main.ts`): opens the database (PGlite in
// DATA_DIR, in memory with DATA_DIR=memory://, PostgreSQL when DATABASE_URL is set), serves the API,
// the live channel and the built portal on one port, runs the rider simulator (SIM=off disables it;
// SIM_SPEED, SIM_SEED) and shuts down cleanly on SIGINT/SIGTERM. With APP_ENV=prd it refuses to
// start on demo defaults (productionProblems) and says why.
import { createDeps } from "./app";
import { openDatabase } from "./db/database";
import { createLogger } from "./logger";
import { startPlatform } from "./server";
import { demoMailboxOn, productionProblems, readSettings } from "./settings";
import { simulatorSettings } from "./sim/simulator";

const env = process.env;
const settings = readSettings(env);
const logger = createLogger(settings.logLevel);
const port = Number(env.PORT) || 8080;
const host = env.HOST || "0.0.0.0";

async function main() {
  const problems = productionProblems(settings);
  if (problems.length) {
    const message = `APP_ENV=prd refuses to start with demo settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`;
    logger.fatal({ problems }, "refusing to start in production with demo settings");
    console.error(message);
    process.exit(1);
  }
  const started = performance.now();
  const database = await openDatabase({ dataDir: env.DATA_DIR || "./.data", databaseUrl: env.DATABASE_URL || undefined });
  logger.info({ kind: database.kind, location: database.location, ms: Math.round(performance.now() - started) }, "database ready");

  const deps = createDeps({ db: database, env, logger });
  const mail = await deps.mailer.ready();
  if (mail.kind === "smtp") logger.info({ host: mail.host, port: mail.port }, `mail goes out through SMTP at ${mail.host}`);
  else logger.info({ host: mail.host, port: mail.port }, `mail goes to the embedded SMTP catcher at ${mail.host}:${mail.port} (nothing leaves this machine)`);
  const sim = simulatorSettings(env);
  const platform = await startPlatform({ deps, port, hostname: host, sim });
  platform.server.on("error", (err) => {
    logger.fatal({ err }, "server error");
    process.exit(1);
  });
  if (sim.enabled) logger.info({ speed: sim.speed, seed: sim.seed, tickMs: sim.tickMs }, "rider simulator running");
  logger.info({ port: platform.port, host }, `Portal ready at http://localhost:${platform.port}`);
  if (demoMailboxOn(deps.settings)) {
    const who = deps.settings.mailbox === "open" ? "anyone who can reach this port (MAILBOX=open)" : "callers on this machine only";
    logger.warn(
      { url: `http://localhost:${platform.port}/mailbox`, access: deps.settings.mailbox },
      `Demo mailbox ON at http://localhost:${platform.port}/mailbox for ${who}: it shows verification links and reset codes (MAILBOX=off turns it off)`,
    );
  }

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
    await platform.close();
    await deps.mailer.close();
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
