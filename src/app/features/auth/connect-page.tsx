// /connect: the login page. After the e-mail verification link the platform redirects here with
// ?verified=1 (or expired / invalid), which is shown above the form.
import { Trans } from "@lingui/react/macro";
import { Alert, Container, Divider, Paper, Stack, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useFlags } from "../../components/use-session-view";
import { GuestEntry } from "../../components/guest-entry";
import { SignUpLink } from "../../components/sign-up-link";
import { LoginForm } from "../../components/login-form";

export type VerifiedParam = "1" | "expired" | "invalid" | undefined;

export function VerificationNotice(props: { verified: VerifiedParam }) {
  if (props.verified === "1") {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} data-testid="verified-notice" role="status">
        <Trans id="connect.verified">Your e-mail address is verified. You can now log in.</Trans>
      </Alert>
    );
  }
  if (props.verified === "expired") {
    return (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="verified-notice" role="status">
        <Trans id="connect.verified.expired">The verification link has expired: links are valid for 24 hours. Please register again.</Trans>
      </Alert>
    );
  }
  if (props.verified === "invalid") {
    return (
      <Alert color="red" icon={<IconCircleX aria-hidden />} data-testid="verified-notice" role="status">
        <Trans id="connect.verified.invalid">The verification link is not valid.</Trans>
      </Alert>
    );
  }
  return null;
}

export function ConnectPage(props: { verified: VerifiedParam }) {
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Title order={1}>
            <Trans id="connect.title">Log in</Trans>
          </Title>
          <VerificationNotice verified={props.verified} />
          <LoginForm autoFocus />
          <SignUpLink />
          <GuestDivider />
        </Stack>
      </Paper>
    </Container>
  );
}

function GuestDivider() {
  const flags = useFlags();
  if (!flags.guest_checkout) return null;
  return (
    <>
      <Divider label={<Trans id="common.or">or</Trans>} labelPosition="center" />
      <GuestEntry fullWidth />
    </>
  );
}
