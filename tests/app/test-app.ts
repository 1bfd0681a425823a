// The root `app` machine as the tests create it: the same `appMachine.provide(appEffects(deps))` as
// main.tsx, with fake deps (a fake platform behind fetch, a memory store, recorded notifications,
// downloads and redirects, a fake live channel socket when given), started, waiting until the
// session exists (as main.tsx does before the first render).
import { DEFAULT_DEPLOYMENT, type DeploymentConfig } from "@config/deployment";
import type { ExportFile } from "@machines/export/export.actors";
import { appMachine } from "@machines/app/app.machine";
import { selectHasSession } from "@machines/app/app.selectors";
import type { OpenSocket } from "@machines/live-channel/live-channel.socket";
import type { AnyRouter } from "@tanstack/react-router";
import { createActor, waitFor } from "xstate";
import type { AppActor } from "../../src/app/app-context";
import { type AppDeps, type AppLink, apiFor } from "../../src/app/composition/app-deps";
import { appEffects, appInput } from "../../src/app/composition/app-effects";
import type { NotifyRequest } from "../../src/app/services/notify";
import { type KeyValueStore, memoryStore } from "../../src/app/services/storage";
import { fakePlatform } from "./fake-platform";

export type TestAppOptions = {
  config?: DeploymentConfig;
  fetch?: typeof fetch;
  store?: KeyValueStore;
  openSocket?: OpenSocket;
  now?: () => number;
  deps?: Partial<AppDeps>;
  /** Start the actor (default true; components that only need the provided logic or the config do without). */
  start?: boolean;
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A socket that never opens (tests that do not look at the live channel). */
const silentSocket: OpenSocket = () => ({ isOpen: () => false, send: () => undefined, close: () => undefined });

export async function createTestApp(options: TestAppOptions = {}) {
  const notes: NotifyRequest[] = [];
  const downloads: ExportFile[] = [];
  const redirects: string[] = [];
  const reloads: number[] = [];
  const warnings: string[] = [];
  const link: AppLink = { app: null, router: null };
  const config = options.config ?? DEFAULT_DEPLOYMENT;
  const deps: AppDeps = {
    config,
    api: apiFor(config, link, options.fetch ?? fakePlatform().fetch),
    store: options.store ?? memoryStore(),
    link,
    notify: (n) => notes.push(n),
    now: options.now ?? (() => Date.now()),
    reload: () => reloads.push(1),
    redirect: (url) => redirects.push(url),
    download: (file) => downloads.push(file),
    openSocket: options.openSocket ?? silentSocket,
    liveUrl: "ws://portal.test/ws",
    warn: (message) => warnings.push(message),
    ...options.deps,
  };
  const app: AppActor = createActor(appMachine.provide(appEffects(deps)), { input: appInput(deps) });
  link.app = app;
  if (options.start !== false) {
    app.start();
    await waitFor(app, selectHasSession);
  }
  return {
    app,
    deps,
    link,
    notes,
    downloads,
    redirects,
    reloads,
    warnings,
    /** The root's child with that systemId. */
    child: <T = ReturnType<AppActor["system"]["get"]>>(id: string) => app.system.get(id) as T,
    attachRouter(router: AnyRouter) {
      link.router = router;
    },
    stop: () => app.stop(),
  };
}
