// The help centre's content, shared by the desktop panel and the mobile page: the help page in an
// iframe once the help centre is open, a loader while the token and the URL are fetched, and the
// failure (help-center.failed) with a retry. The bridge (use-help-bridge.ts) talks to the iframe.
import { Trans, useLingui } from "@lingui/react/macro";
import type { HelpCentreActor } from "@machines/app/app.machine";
import { selectHelpFailed, selectHelpUrl, selectIsHelpLoading } from "@machines/help-centre/help-centre.selectors";
import { Alert, Button, Center, Loader } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { useRef } from "react";
import { useHelpBridge } from "./use-help-bridge";

export function HelpCentreView(props: { helpCentre: HelpCentreActor; height: string }) {
  const { t } = useLingui();
  const url = useSelector(props.helpCentre, selectHelpUrl);
  const loading = useSelector(props.helpCentre, selectIsHelpLoading);
  const failed = useSelector(props.helpCentre, selectHelpFailed);
  const frame = useRef<HTMLIFrameElement>(null);
  const onLoad = useHelpBridge(props.helpCentre, frame);
  if (failed)
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={<Trans id="help-center.failed">The help centre could not be loaded.</Trans>} role="alert">
        <Button variant="white" color="red" size="xs" mt="xs" onClick={() => props.helpCentre.send({ type: "RETRY" })}>
          <Trans id="common.retry">Try again</Trans>
        </Button>
      </Alert>
    );
  if (loading || !url)
    return (
      <Center h={props.height} role="status">
        <Loader aria-hidden />
        <span className="visually-hidden">
          <Trans id="helpcenter.loading">Loading the help centre…</Trans>
        </span>
      </Center>
    );
  return (
    <iframe
      ref={frame}
      src={url}
      onLoad={onLoad}
      title={t({ id: "helpcenter.frame-title", message: "Help centre articles and contact form" })}
      data-testid="help-frame"
      style={{ border: 0, width: "100%", height: props.height, display: "block" }}
    />
  );
}
