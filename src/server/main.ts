// Entry point of the reference platform (`tsx src/server/main.ts`): opens the database (PGlite in
// DATA_DIR, in memory with DATA_DIR=memory://, PostgreSQL when DATABASE_URL is set), serves the API,
// the live channel and the built portal on one port, runs the rider simulator (SIM=off disables it;
// SIM_SPEED, SIM_SEED) and shuts down cleanly on SIGINT/SIGTERM: no new connections, live sockets
// closed with 1012 "service restart" (the portal reconnects after 1 s), requests in flight finished,
// LISTEN and database closed (a cleanly closed PGlite directory reopens without WAL recovery).
// Its log lines time each step of a start ("database ready", "Portal ready") and of a stop ("stopped").
// With APP_ENV=prd it refuses to start with demo defaults (productionProblems) and says why.
import { createDeps } from "./app";
import { openDatabase } from "./db/database";
import { createLogger } from "./logger";
import { collectGarbage } from "./memory";
import { CountryParameterRepository } from "./modules/country-parameters/repository";
import { DRAIN_MS, startPlatform } from "./server";
import { demoMailboxOn, platformClock, productionProblems, readSettings } from "./settings";
import { simulatorSettings } from "./sim/simulator";

const env = process.env;
const settings = readSettings(env);
const logger = createLogger(settings.logLevel);
const port = Number(env.PORT) || 8080;
const host = env.HOST || "0.0.0.0";
const FORCE_EXIT_MS = DRAIN_MS + 3000;

async function main() {
  // Which runtime serves is the first thing to know about a deployment (package.json pins one).
  logger.info({ node: process.version }, `node ${process.version}`);
  const problems = productionProblems(settings);
  if (problems.length) {
    const message = `APP_ENV=prd refuses to start with demo settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`;
    logger.fatal({ problems }, "refusing to start in production with demo settings");
    console.error(message);
    process.exit(1);
  }
  // Since the process started: Node, the TypeScript loader and the platform's modules.
  const boot = Math.round(performance.now());
  const started = performance.now();
  // The real clock, or CLOCK_START's (outside production; the e2e platform at night).
  const now = platformClock(settings);
  if (settings.clockStart !== undefined) logger.warn({ now: new Date(now()).toISOString() }, "CLOCK_START: the platform's clock is not the real one");
  const database = await openDatabase({ dataDir: env.DATA_DIR || "./.data", databaseUrl: env.DATABASE_URL || undefined, now });
  const { report } = database;
  logger.info(
    {
      kind: database.kind,
      location: database.location,
      ms: Math.round(performance.now() - started),
      steps: report.ms,
      boot,
      migrated: report.migrated,
      seeded: report.seeded,
      previousShutdown: report.previousShutdown,
    },
    "database ready",
  );
  if (report.previousShutdown === "unclean") logger.warn("the data directory was not closed cleanly: PostgreSQL replayed its write-ahead log");

  const deps = createDeps({ db: database, env, logger, now });
  if (settings.serviceHours) {
    await new CountryParameterRepository(database.db).set(deps.deployment.country, "serviceHours", settings.serviceHours);
    logger.warn({ serviceHours: settings.serviceHours, country: deps.deployment.country }, "SERVICE_HOURS replaces the country's service hours");
  }
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
  // What start-up left (initdb's temporary engines, migration and seed garbage) is given back now,
  // not at V8's next full collection (src/server/memory.ts).
  collectGarbage();
  logger.info({ port: platform.port, host, ms: Math.round(performance.now()) }, `Portal ready at http://localhost:${platform.port}`);
  if (demoMailboxOn(deps.settings)) {
    const who = deps.settings.mailbox === "open" ? "anyone who can reach this port (MAILBOX=open)" : "callers on this machine only";
    logger.warn(
      { url: `http://localhost:${platform.port}/mailbox`, access: deps.settings.mailbox },
      `Demo mailbox ON at http://localhost:${platform.port}/mailbox for ${who}: it shows verification links and reset codes (MAILBOX=off turns it off)`,
    );
  }

  let stopping = false;
  // A log line that cannot be written (stdout closed under us) must not stop the shutdown.
  const note = (write: () => void) => {
    try {
      write();
    } catch {
      // nothing to tell it to
    }
  };
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const stopStarted = performance.now();
    // Armed first, so the process ends whatever happens below. Past the drain time and the sockets'
    // close handshake, but within the 10 s a container runtime waits before SIGKILL (a killed
    // PGlite needs WAL recovery at its next open).
    const force = setTimeout(() => {
      note(() => logger.warn(`forced exit after ${FORCE_EXIT_MS / 1000} s`));
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    note(() => logger.info({ signal }, "shutting down"));
    try {
      const closed = await platform.close({ code: 1012, reason: "service restart", drainMs: DRAIN_MS });
      await deps.mailer.close();
      await database.close();
      note(() => logger.info({ ...closed, ms: Math.round(performance.now() - stopStarted) }, "stopped"));
      process.exit(0);
    } catch (err) {
      note(() => logger.error({ err }, "shutdown failed"));
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  logger.fatal({ err }, "platform failed to start");
  process.exit(1);
});
