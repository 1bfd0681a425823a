// Landing page (/): the request-a-rider call to action next to the login form, how it works in
// three steps, pay as you go, why the service, the fleet, the FAQ (figures from the country
// configuration) and the footer.
import { BRANDS, type BrandId, serviceName } from "@config/brands";
import { type CountryCode, COUNTRIES } from "@config/countries";
import { Trans, useLingui } from "@lingui/react/macro";
import { Accordion, Box, Button, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBike,
  IconClockHour4,
  IconMapPin,
  IconReceipt2,
  IconRoute,
  IconShieldCheck,
  IconUserCheck,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useConfig } from "../../app-context";
import { GuestEntry, useEnterGuest } from "../../components/guest-entry";
import { LoginForm } from "../../components/login-form";
import { SignUpLink } from "../../components/sign-up-link";
import { useFlags } from "../../components/use-session-view";
import { FaqStructuredData } from "./faq-structured-data";
import { LandingFooter } from "./landing-footer";
import { useCountryName } from "./use-country-name";

export function LandingPage() {
  const config = useConfig();
  const brand = BRANDS[config.brand as BrandId];
  const service = serviceName(brand, config.country);
  const countryName = useCountryName(config.country);
  return (
    <>
      <Hero service={service} countryName={countryName} />
      <HowItWorks />
      <PayAsYouGo />
      <WhyUs service={service} />
      <Fleet />
      <Faq service={service} />
      <FaqStructuredData />
      <LandingFooter />
    </>
  );
}

function Hero(props: { service: string; countryName: string }) {
  const flags = useFlags();
  const { enter, busy } = useEnterGuest();
  const { service, countryName } = props;
  const ctaToGuest = flags.guest_checkout && !flags["request-a-rider-button-goes-to-login-page"];
  return (
    <Box component="section" className="landing-hero" aria-labelledby="landing-title">
      <Container size="lg" py={{ base: 32, md: 64 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
          <Stack gap="lg" justify="center">
            <Title order={1} id="landing-title" className="landing-hero__title">
              <Trans id="landing.hero.title">Request a rider in minutes</Trans>
            </Title>
            <Text size="lg">
              <Trans id="landing.hero.lead">
                {service} sends a rider to your outlet and delivers your orders to your customers across {countryName}. No
                contract, no minimum volume.
              </Trans>
            </Text>
            <div>
              {ctaToGuest ? (
                <Button size="lg" onClick={enter} loading={busy} data-testid="landing-cta">
                  <Trans id="landing.hero.cta">Request a rider</Trans>
                </Button>
              ) : (
                <Button size="lg" component={Link} to="/connect" data-testid="landing-cta">
                  <Trans id="landing.hero.cta">Request a rider</Trans>
                </Button>
              )}
            </div>
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md" aria-labelledby="landing-login-title" component="section">
            <Stack gap="md">
              <Title order={2} size="h3" id="landing-login-title">
                <Trans id="landing.login.title">Log in to your account</Trans>
              </Title>
              <LoginForm />
              <SignUpLink />
              <GuestEntry fullWidth />
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Section(props: { id: string; title: ReactNode; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" aria-labelledby={`${props.id}-title`} id={props.id} className={props.tinted ? "landing-section landing-section--tinted" : "landing-section"}>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Title order={2} id={`${props.id}-title`} mb="xl">
          {props.title}
        </Title>
        {props.children}
      </Container>
    </Box>
  );
}

function Feature(props: { icon: ReactNode; title: ReactNode; children: ReactNode; step?: number }) {
  return (
    <Stack gap="sm">
      <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
        {props.icon}
      </ThemeIcon>
      <Title order={3} size="h4">
        {props.title}
      </Title>
      <Text c="dark.6">{props.children}</Text>
    </Stack>
  );
}

function HowItWorks() {
  return (
    <Section id="how-it-works" title={<Trans id="landing.how.title">How it works</Trans>}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" component="ol" className="plain-list">
        <li>
          <Feature icon={<IconMapPin size={26} />} title={<Trans id="landing.how.step1.title">1. Tell us where</Trans>}>
            <Trans id="landing.how.step1.text">Choose the outlet the rider collects from and enter your customer's address.</Trans>
          </Feature>
        </li>
        <li>
          <Feature icon={<IconUserCheck size={26} />} title={<Trans id="landing.how.step2.title">2. A rider accepts</Trans>}>
            <Trans id="landing.how.step2.text">A nearby rider accepts the order and heads to your outlet.</Trans>
          </Feature>
        </li>
        <li>
          <Feature icon={<IconRoute size={26} />} title={<Trans id="landing.how.step3.title">3. Follow it to the door</Trans>}>
            <Trans id="landing.how.step3.text">Track the rider live until the order is delivered to your customer.</Trans>
          </Feature>
        </li>
      </SimpleGrid>
    </Section>
  );
}

function PayAsYouGo() {
  return (
    <Section id="pay-as-you-go" title={<Trans id="landing.pay.title">Pay as you go</Trans>} tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Text size="lg">
          <Trans id="landing.pay.text">
            There is no subscription and no minimum number of orders. You see the delivery fee before you confirm, and you only
            pay for the deliveries you request.
          </Trans>
        </Text>
        <List spacing="sm" icon={<IconReceipt2 size={20} aria-hidden />} className="landing-list">
          <List.Item>
            <Trans id="landing.pay.point1">The fee depends on the distance and is shown up front.</Trans>
          </List.Item>
          <List.Item>
            <Trans id="landing.pay.point2">Pay online, or let the rider collect cash on delivery.</Trans>
          </List.Item>
          <List.Item>
            <Trans id="landing.pay.point3">Download your history of orders whenever you need it.</Trans>
          </List.Item>
        </List>
      </SimpleGrid>
    </Section>
  );
}

function WhyUs(props: { service: string }) {
  const { service } = props;
  return (
    <Section id="why" title={<Trans id="landing.why.title">Why {service}</Trans>}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <Feature icon={<IconClockHour4 size={26} />} title={<Trans id="landing.why.fast.title">Fast</Trans>}>
          <Trans id="landing.why.fast.text">Riders are nearby, so your orders leave your outlet within minutes.</Trans>
        </Feature>
        <Feature icon={<IconShieldCheck size={26} />} title={<Trans id="landing.why.reliable.title">Reliable</Trans>}>
          <Trans id="landing.why.reliable.text">Every delivery is tracked from pickup to handover, with proof when you need it.</Trans>
        </Feature>
        <Feature icon={<IconRoute size={26} />} title={<Trans id="landing.why.simple.title">Simple</Trans>}>
          <Trans id="landing.why.simple.text">One portal for all your outlets: request, track and review every order.</Trans>
        </Feature>
      </SimpleGrid>
    </Section>
  );
}

function Fleet() {
  const config = useConfig();
  const weight = COUNTRIES[config.country as CountryCode]?.faq?.weightLimitKg ?? 5;
  return (
    <Section id="fleet" title={<Trans id="landing.fleet.title">Our fleet</Trans>} tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Text size="lg">
          <Trans id="landing.fleet.text">
            Our riders use bicycles, e-bikes and scooters with insulated delivery bags. They carry items of up to {weight} kg that fit
            in the bag.
          </Trans>
        </Text>
        <Feature icon={<IconBike size={26} />} title={<Trans id="landing.fleet.riders.title">Trained riders</Trans>}>
          <Trans id="landing.fleet.riders.text">Riders know the city and hand your orders over with care.</Trans>
        </Feature>
      </SimpleGrid>
    </Section>
  );
}

function Faq(props: { service: string }) {
  const { t } = useLingui();
  const config = useConfig();
  const faq = COUNTRIES[config.country as CountryCode]?.faq;
  const { service } = props;
  if (!faq) return null;
  const weight = faq.weightLimitKg;
  const currency = config.currency;
  const price = faq.priceText;
  const entries: { id: string; q: string; a: string }[] = [
    {
      id: "cost",
      q: t({ id: "landing.faq.cost.q", message: `How much does a delivery with ${service} cost?` }),
      a: price
        ? t({ id: "landing.faq.cost.a-figures", message: `Prices in ${currency}: ${price}. You pay as you go.` })
        : t({
            id: "landing.faq.cost.a",
            message: "The fee depends on the distance between your outlet and your customer. You see it before you confirm the order.",
          }),
    },
    {
      id: "items",
      q: t({ id: "landing.faq.items.q", message: "What can I send?" }),
      a: t({
        id: "landing.faq.items.a",
        message: `Items of at most ${weight} kg that fit in the delivery bag. Illegal or hazardous items cannot be sent.`,
      }),
    },
    {
      id: "sign-up",
      q: t({ id: "landing.faq.sign-up.q", message: `How do I sign up for ${service}?` }),
      a: t({ id: "landing.faq.sign-up.a", message: "Sign up with your mobile number or e-mail, your business name and a password." }),
    },
    {
      id: "track",
      q: t({ id: "landing.faq.track.q", message: "Can my customer follow the delivery?" }),
      a: t({ id: "landing.faq.track.a", message: "Yes. Once a rider has accepted the order, you can share a tracking link with your customer." }),
    },
  ];
  return (
    <Section id="faq" title={<Trans id="landing.faq.title">Frequently asked questions</Trans>}>
      <Accordion variant="separated" radius="md" maw={820}>
        {entries.map((e) => (
          <Accordion.Item key={e.id} value={e.id}>
            <Accordion.Control>
              <Text fw={600} component="span">
                {e.q}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>{e.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Section>
  );
}
