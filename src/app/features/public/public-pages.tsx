// Public pages (no sign-in): prohibited items and the terms. The recipient's tracking pages and the
// delivery receipt are in public-tracking-page.tsx and delivery-receipt-page.tsx.
import { Trans, useLingui } from "@lingui/react/macro";
import { selectTermsDownloadFailed, selectTermsDownloading } from "@machines/terms-download/terms-download.selectors";
import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { partKeys } from "@machines/app/app.parts";
import { usePart, usePartSelector } from "../../app-context";
import { PageFrame } from "../../components/page-frame";

export function ProhibitedItemsPage() {
  return (
    <PageFrame title={<Trans id="prohibited.title">Prohibited items</Trans>} size="md">
      <Text>
        <Trans id="prohibited.intro">For the safety of riders and recipients, the following items cannot be sent:</Trans>
      </Text>
      <List spacing="xs">
        <List.Item>
          <Trans id="prohibited.weapons">Weapons, ammunition and explosives</Trans>
        </List.Item>
        <List.Item>
          <Trans id="prohibited.drugs">Illegal drugs and controlled substances</Trans>
        </List.Item>
        <List.Item>
          <Trans id="prohibited.hazardous">Flammable, toxic, corrosive or otherwise hazardous materials</Trans>
        </List.Item>
        <List.Item>
          <Trans id="prohibited.animals">Live animals</Trans>
        </List.Item>
        <List.Item>
          <Trans id="prohibited.cash">Cash, precious metals and other valuables</Trans>
        </List.Item>
        <List.Item>
          <Trans id="prohibited.size">Items heavier than 5 kg or that do not fit in the delivery bag</Trans>
        </List.Item>
      </List>
    </PageFrame>
  );
}

export function TermsPage() {
  return (
    <PageFrame title={<Trans id="terms.title">Terms and conditions</Trans>} size="md">
      <Stack gap="md">
        <section aria-labelledby="terms-service">
          <Title order={2} size="h3" id="terms-service">
            <Trans id="terms.service.title">The service</Trans>
          </Title>
          <Text mt="xs">
            <Trans id="terms.service.text">
              The portal lets businesses request a rider to carry an order from one of their outlets to a customer. Each request is a
              separate agreement for one delivery.
            </Trans>
          </Text>
        </section>
        <section aria-labelledby="terms-fees">
          <Title order={2} size="h3" id="terms-fees">
            <Trans id="terms.fees.title">Fees and payment</Trans>
          </Title>
          <Text mt="xs">
            <Trans id="terms.fees.text">The delivery fee is shown before you confirm a request and is charged for every delivery you request.</Trans>
          </Text>
        </section>
        <section aria-labelledby="terms-items">
          <Title order={2} size="h3" id="terms-items">
            <Trans id="terms.items.title">What may be sent</Trans>
          </Title>
          <Text mt="xs">
            <Trans id="terms.items.text">
              You are responsible for the content of each order. Items on the{" "}
              <Anchor component={Link} to="/prohibiteditems-c2c" inherit>
                list of prohibited items
              </Anchor>{" "}
              cannot be sent.
            </Trans>
          </Text>
        </section>
        <section aria-labelledby="privacy" id="privacy-section">
          <Title order={2} size="h3" id="privacy">
            <Trans id="terms.privacy.title">Privacy</Trans>
          </Title>
          <Text mt="xs">
            <Trans id="terms.privacy.text">
              We use the names, phone numbers and addresses you give us only to carry out and track your deliveries, and keep them no longer than
              the law requires.
            </Trans>
          </Text>
        </section>
        <TermsDownload />
      </Stack>
    </PageFrame>
  );
}

/** "Download the terms" (the termsDownload machine): the document in the page's language; a failure says so in an alert. */
function TermsDownload() {
  const { i18n, t } = useLingui();
  const actor = usePart("termsDownload", partKeys.termsDownload(), undefined);
  const downloading = usePartSelector(actor, selectTermsDownloading, false);
  const failed = usePartSelector(actor, selectTermsDownloadFailed, false);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => actor?.send({ type: "DOWNLOAD", language: i18n.locale })}
          data-testid="terms-download"
        >
          <Trans id="terms.download">Download the terms</Trans>
        </Button>
      </Group>
      <div role="alert">
        {failed ? (
          <Alert color="red" data-testid="terms-download-error">
            {t({ id: "error.terms-download", message: "We could not download the terms and conditions. Please try again." })}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
