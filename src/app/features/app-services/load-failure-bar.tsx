// The load-failure bar: "Could not load the application. Please check your internet connection
// and try again", with a close button that reloads the application.
import { Trans, useLingui } from "@lingui/react/macro";
import { CloseButton, Group, Paper, Text } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";

export function LoadFailureBar(props: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Paper className="app-bar app-bar--error" role="alert" shadow="md" data-testid="load-failure-bar">
      <Group wrap="nowrap" justify="space-between" gap="md">
        <Group wrap="nowrap" gap="sm">
          <IconWifiOff size={20} aria-hidden />
          <Text size="sm" fw={500}>
            <Trans id="app.load-failure">Could not load the application. Please check your internet connection and try again</Trans>
          </Text>
        </Group>
        <CloseButton
          onClick={props.onClose}
          aria-label={t({ id: "app.load-failure.reload", message: "Close and reload the application" })}
          variant="transparent"
          c="white"
          data-testid="load-failure-reload"
        />
      </Group>
    </Paper>
  );
}
