// The router's default error component. A lazy page whose code could not be downloaded (a chunk
// load error: offline, or a deployment replaced the file) is retried by the page-load machine
// (machines/page-load): up to 10 retries every 2 s, each asking the failed routes' lazy components
// to load again; when one succeeds the error boundary is reset and the page renders. After the last
// retry the load-failure bar offers a reload. Any other error shows a generic error message.
import { Trans } from "@lingui/react/macro";
import { pageLoadMachine } from "@machines/page-load/page-load.machine";
import { selectPageLoaded, selectPageLoadFailed } from "@machines/page-load/page-load.selectors";
import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { type AnyRouter, type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { fromPromise } from "xstate";
import { PendingPage } from "./pending-page";
import { LoadFailureBar } from "./load-failure-bar";

type LazyComponent = { preload?: () => Promise<void> };

/** True when some route of the current matches still has a lazy component that did not load. */
function pendingLazyComponents(router: AnyRouter): LazyComponent[] {
  const out: LazyComponent[] = [];
  for (const match of router.state.matches) {
    const route = router.routesById[match.routeId] as { options: { component?: unknown } } | undefined;
    const component = route?.options.component as LazyComponent | undefined;
    if (component && typeof component.preload === "function") out.push(component);
  }
  return out;
}

/**
 * Loads the lazy components of the current routes again. TanStack's lazyRouteComponent clears
 * `preload` once its module has loaded and keeps it after a failure, which tells the two apart.
 */
export async function reloadLazyComponents(router: AnyRouter): Promise<void> {
  const pending = pendingLazyComponents(router);
  await Promise.all(pending.map((c) => c.preload?.()));
  if (pendingLazyComponents(router).length > 0) throw new Error("a lazy page is still missing");
}

/** The URL of the module a chunk load error names ("Failed to fetch dynamically imported module: <url>"), if any. */
export function failedModuleUrl(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  const url = typeof message === "string" ? /(https?:\/\/\S+)/.exec(message)?.[1] : undefined;
  return url ?? null;
}

/**
 * One retry of a lazy page that failed to load. The lazy components are asked again first (a browser that
 * fetches a failed module again renders the page without more ado). Chromium keeps a failed module in the
 * document's module map, so there importing it again fails at once without asking the network: then the
 * file itself is asked for, and once the network gives it the document is reloaded at the same address,
 * which loads the page afresh. Throws while the file cannot be fetched, so the page-load machine retries.
 */
export async function retryLazyPage(router: AnyRouter, error: unknown, reload: () => void): Promise<void> {
  try {
    await reloadLazyComponents(router);
    return;
  } catch (stillMissing) {
    const url = failedModuleUrl(error);
    if (!url) throw stillMissing;
    const answer = await fetch(url, { cache: "no-store" });
    if (!answer.ok) throw new Error(`the page's code is still unavailable (${answer.status})`);
    reload();
    // The document is going away; the machine stays in its loading state until it does.
    await new Promise<never>(() => {});
  }
}

/** The messages browsers give a dynamic import whose file could not be fetched (Chromium, Firefox, Safari). */
const CHUNK_LOAD_MESSAGES = [
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
];

export function isChunkLoadError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && CHUNK_LOAD_MESSAGES.some((m) => message.startsWith(m));
}

function LazyPageRetry(props: { reset: () => void; error: unknown }) {
  const router = useRouter();
  const actor = useActorRef(
    pageLoadMachine.provide({
      actors: {
        loadPage: fromPromise(() => retryLazyPage(router, props.error, () => window.location.reload())),
        reloadApp: fromPromise(async () => {
          window.location.reload();
        }),
      },
    }),
    { input: {} },
  );
  const loaded = useSelector(actor, selectPageLoaded);
  const failed = useSelector(actor, selectPageLoadFailed);
  const { reset } = props;
  useEffect(() => {
    if (loaded) {
      reset();
      void router.invalidate();
    }
  }, [loaded, reset, router]);
  if (failed) return <LoadFailureBar onClose={() => actor.send({ type: "RELOAD.REQUESTED" })} />;
  return <PendingPage />;
}

export function RouteError(props: ErrorComponentProps) {
  if (isChunkLoadError(props.error)) return <LazyPageRetry reset={props.reset} error={props.error} />;
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" ta="center" maw={520}>
        <Title order={1}>
          <Trans id="error.page.title">Something went wrong</Trans>
        </Title>
        <Text>
          <Trans id="error.page.text">The page could not be shown. Please try again.</Trans>
        </Text>
        <Button onClick={() => window.location.reload()}>
          <Trans id="error.page.reload">Reload the page</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
