// Shown while a route waits (session restore, flags, a lazy page).
import { Trans } from "@lingui/react/macro";
import { Center, Loader, Stack, Text } from "@mantine/core";

export function PendingPage() {
  return (
    <Center mih="50vh" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed">
          <Trans id="common.loading">Loading…</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
