// The router's default error component. A lazy page whose code could not be downloaded (a chunk
// load error: offline, or a deployment replaced the file) is retried by the page-load machine
// (machines/page-load, the root's child `pageLoad` while this view is shown, its effects provided at
// the composition root): up to 10 retries every 2 s, each asking the failed routes' lazy components
// to load again; when one succeeds the root re-runs the guards (router.invalidate), which resets the
// error boundary, and the page renders. After the last retry the load-failure bar
// offers a reload. Any other error shows a generic error message.
import { Trans } from "@lingui/react/macro";
import { selectPageLoadFailed } from "@machines/page-load/page-load.selectors";
import { Button, Center, Stack, Text, Title } from "@mantine/core";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { partKeys } from "@machines/app/app.parts";
import { usePart, usePartSelector } from "../../app-context";
import { LoadFailureBar } from "./load-failure-bar";
import { PendingPage } from "../../components/pending-page";

/** The URL of the module a chunk load error names ("Failed to fetch dynamically imported module: <url>"), if any. */
export function failedModuleUrl(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  const url = typeof message === "string" ? /(https?:\/\/\S+)/.exec(message)?.[1] : undefined;
  return url ?? null;
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

function LazyPageRetry(props: { error: unknown }) {
  const actor = usePart("pageLoad", partKeys.pageLoad(), { failedModule: failedModuleUrl(props.error) });
  const failed = usePartSelector(actor, selectPageLoadFailed, false);
  if (failed) return <LoadFailureBar onClose={() => actor?.send({ type: "RELOAD.REQUESTED" })} />;
  return <PendingPage />;
}

export function RouteError(props: ErrorComponentProps) {
  if (isChunkLoadError(props.error)) return <LazyPageRetry error={props.error} />;
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
