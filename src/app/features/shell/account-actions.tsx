// What the account popover and the mobile drawer offer: the user's e-mail (or login and register
// buttons for guests and visitors), the country's partner link, the help centre (not for guests,
// not in GODROID mode, Helpcenter flag on) and logout (not for guests).
import { type CountryCode, COUNTRIES } from "@config/countries";
import { Trans } from "@lingui/react/macro";
import { selectSelectedVendorId } from "@machines/vendors/vendors.selectors";
import { Anchor, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { IconExternalLink, IconHelpCircle, IconLogout } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useChild, useConfig } from "../../app-context";
import { useFlags, useSessionView } from "../../components/use-session-view";
import { useSignUpEnabled } from "../../components/sign-up-link";
import { LanguagePicker } from "./language-picker";

export function AccountActions(props: { onNavigate?: () => void }) {
  const config = useConfig();
  const vendors = useChild("vendors");
  const guestRegister = useChild("guestRegister");
  const { kind, user, session } = useSessionView();
  const flags = useFlags();
  const vendorId = useSelector(vendors, selectSelectedVendorId);
  const country = COUNTRIES[config.country as CountryCode];
  const showHelp = kind === "classic" && flags.helpcenter && !!vendorId;
  const signedIn = kind === "classic" || kind === "godroid";
  const signUp = useSignUpEnabled();
  return (
    <Stack gap="sm">
      {signedIn ? (
        <div>
          <Text size="xs" c="dimmed">
            <Trans id="account.signed-in-as">Signed in as</Trans>
          </Text>
          <Text size="sm" fw={600} data-testid="account-email" style={{ overflowWrap: "anywhere" }}>
            {user?.email ?? <Trans id="account.external-platform">Connected through your platform</Trans>}
          </Text>
        </div>
      ) : (
        <Stack gap="xs">
          {kind === "guest" ? (
            <Text size="sm">
              <Trans id="account.guest">You are using the portal as a guest.</Trans>
            </Text>
          ) : null}
          <Group grow gap="xs">
            <Button component={Link} to="/connect" onClick={props.onNavigate} data-testid="account-login">
              <Trans id="account.login">Log in</Trans>
            </Button>
            {signUp && kind === "guest" ? (
              // A guest's registration is pre-filled with what they gave (the guest-register machine reads it).
              <Button
                variant="default"
                onClick={() => {
                  guestRegister?.send({ type: "REGISTER.ASKED" });
                  props.onNavigate?.();
                }}
                data-testid="account-register"
              >
                <Trans id="account.register">Register</Trans>
              </Button>
            ) : signUp ? (
              <Button component={Link} to="/register" variant="default" onClick={props.onNavigate} data-testid="account-register">
                <Trans id="account.register">Register</Trans>
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
      <Divider />
      <LanguagePicker />
      {country?.partnerLink ? (
        <Anchor href={country.partnerLink} target="_blank" rel="noopener noreferrer" size="sm" className="menu-row">
          <Group gap="sm" wrap="nowrap">
            <IconExternalLink size={20} aria-hidden />
            <span>
              <Trans id="account.partner-link">Become a partner</Trans>
            </span>
          </Group>
        </Anchor>
      ) : null}
      {showHelp && vendorId ? (
        <Link to="/helpcenter/$vendorId" params={{ vendorId }} className="menu-row" onClick={props.onNavigate} data-testid="account-help">
          <Group gap="sm" wrap="nowrap">
            <IconHelpCircle size={20} aria-hidden />
            <Text size="sm" component="span">
              <Trans id="account.help-centre">Help centre</Trans>
            </Text>
          </Group>
        </Link>
      ) : null}
      {signedIn ? (
        <Button
          variant="light"
          color="red"
          justify="flex-start"
          leftSection={<IconLogout size={20} aria-hidden />}
          onClick={() => {
            props.onNavigate?.();
            session.send({ type: "LOGOUT" });
          }}
          data-testid="account-logout"
        >
          <Trans id="account.logout">Log out</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
