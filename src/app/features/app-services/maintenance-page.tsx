// /maintenance: shown while planned_maintenance or unplanned_maintenance is on; every other route
// redirects here (routes/__root.tsx) and this page sends the user back to / once both are off.
import { Trans } from "@lingui/react/macro";
import { Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTool } from "@tabler/icons-react";

export function MaintenancePage(props: { planned: boolean }) {
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md" maw={560} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconTool size={40} />
        </ThemeIcon>
        <Title order={1}>
          <Trans id="maintenance.title">We are doing some maintenance</Trans>
        </Title>
        <Text size="lg">
          {props.planned ? (
            <Trans id="maintenance.planned">The portal is down for planned maintenance. Please come back in a little while.</Trans>
          ) : (
            <Trans id="maintenance.unplanned">The portal is temporarily unavailable. We are working on it; please try again soon.</Trans>
          )}
        </Text>
      </Stack>
    </Center>
  );
}
