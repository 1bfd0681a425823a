// "New here? Create an account", hidden with the deactivate-sign-up-button flag (like /register).
import { Trans } from "@lingui/react/macro";
import { Anchor, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useFlags } from "./use-session-view";

export function useSignUpEnabled() {
  return !useFlags()["deactivate-sign-up-button"];
}

export function SignUpLink() {
  if (!useSignUpEnabled()) return null;
  return (
    <Text size="sm" ta="center">
      <Trans id="connect.no-account">New here?</Trans>{" "}
      <Anchor component={Link} to="/register">
        <Trans id="connect.register">Create an account</Trans>
      </Anchor>
    </Text>
  );
}
