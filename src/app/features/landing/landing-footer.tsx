// Landing footer: account (log in, register), information (terms, prohibited items, FAQ), privacy
// policy, API documentation (/api-docs, served by the platform) and the organization.
import { LegalLink } from "../../components/legal-link";
import { BRANDS, type BrandId } from "@config/brands";
import { type CountryCode, COUNTRIES, legalLinks } from "@config/countries";
import { Trans } from "@lingui/react/macro";
import { Anchor, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useClock, useConfig } from "../../app-context";
import { useSignUpEnabled } from "../../components/sign-up-link";

export function LandingFooter() {
  const config = useConfig();
  const brand = BRANDS[config.brand as BrandId];
  const country = COUNTRIES[config.country as CountryCode];
  const clock = useClock();
  const year = new Date(clock()).getFullYear();
  const organization = brand.names.organization;
  const signUp = useSignUpEnabled();
  return (
    <footer className="landing-footer">
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs" component="nav" aria-labelledby="footer-account">
            <Title order={2} size="h5" id="footer-account">
              <Trans id="footer.account">Account</Trans>
            </Title>
            <Anchor component={Link} to="/connect" c="gray.0">
              <Trans id="footer.login">Log in</Trans>
            </Anchor>
            {signUp ? (
              <Anchor component={Link} to="/register" c="gray.0">
                <Trans id="footer.register">Create an account</Trans>
              </Anchor>
            ) : null}
            <Anchor component={Link} to="/forgot-password" c="gray.0">
              <Trans id="footer.forgot-password">Forgot your password?</Trans>
            </Anchor>
          </Stack>
          <Stack gap="xs" component="nav" aria-labelledby="footer-information">
            <Title order={2} size="h5" id="footer-information">
              <Trans id="footer.information">Information</Trans>
            </Title>
            <LegalLink target={legalLinks(config.country).terms} c="gray.0">
              <Trans id="footer.terms">Terms and conditions</Trans>
            </LegalLink>
            <Anchor component={Link} to="/prohibiteditems-c2c" c="gray.0">
              <Trans id="footer.prohibited-items">Prohibited items</Trans>
            </Anchor>
            <Anchor href="#faq" c="gray.0">
              <Trans id="footer.faq">FAQ</Trans>
            </Anchor>
          </Stack>
          <Stack gap="xs" component="nav" aria-labelledby="footer-legal">
            <Title order={2} size="h5" id="footer-legal">
              <Trans id="footer.legal">Legal</Trans>
            </Title>
            <LegalLink target={legalLinks(config.country).privacy} c="gray.0">
              <Trans id="footer.privacy">Privacy policy</Trans>
            </LegalLink>
            {country?.partnerLink ? (
              <Anchor href={country.partnerLink} target="_blank" rel="noopener noreferrer" c="gray.0">
                <Trans id="account.partner-link">Become a partner</Trans>
              </Anchor>
            ) : null}
          </Stack>
          <Stack gap="xs" component="nav" aria-labelledby="footer-developers">
            <Title order={2} size="h5" id="footer-developers">
              <Trans id="footer.developers">Developers</Trans>
            </Title>
            <Anchor href="/api-docs" c="gray.0">
              <Trans id="footer.api-docs">API documentation</Trans>
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="gray.3" mt="xl">
          <Trans id="footer.copyright">
            © {year} {organization}
          </Trans>
        </Text>
      </Container>
    </footer>
  );
}
