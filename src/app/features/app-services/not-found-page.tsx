// The not-found fallback page for any unknown path.
import { Trans } from "@lingui/react/macro";
import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";

export function NotFoundPage() {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" ta="center" maw={520}>
        <Text fz={64} fw={800} c="brand" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>
          <Trans id="not-found.title">Page not found</Trans>
        </Title>
        <Text>
          <Trans id="not-found.text">The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Button component={Link} to="/" data-testid="not-found-home">
          <Trans id="not-found.home">Go to the home page</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
