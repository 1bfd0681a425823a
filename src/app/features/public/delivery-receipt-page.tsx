// The delivery receipt (/delivery-receipt/{publicId}; issue 12): a deliveryReceipt machine, the
// root's child for the path, reads it
// (only delivered orders, only with show-delivery-receipt-cta; the platform answers anything else
// with the tracking link's one not-found). Order number, placed-at and delivered-at times, outlet,
// drop-off address, item details and value, delivery fee, voucher and total discount, total,
// payment method, and the proof of delivery where proof-of-delivery-web allows it. "Print or save as
// PDF" opens the browser's print dialog; the print stylesheet (public.css) leaves only the receipt.
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useMacroLingui } from "@lingui/react/macro";
import { selectReceipt, selectReceiptFailed, selectReceiptNotFound } from "@machines/delivery-receipt/delivery-receipt.selectors";
import { Alert, Button, Group, Image, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconInfoCircle, IconPrinter } from "@tabler/icons-react";
import { useConfig, usePageChild, usePartSelector } from "../../app-context";
import { PageFrame } from "../../components/page-frame";
import { useMoney } from "../../components/money";
import { formatUnix, intlLocale } from "../../components/orders/format";
import { PAYMENT_METHODS } from "../../components/orders/order-details";
import { proofDataUrl } from "../../components/orders/order-proof";
import "./public.css";

export function DeliveryReceiptView(props: { publicId: string }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const config = useConfig();
  // The root spawns the receipt's machine for the path (its child `deliveryReceipt:<publicId>`).
  const actor = usePageChild("deliveryReceipt", props.publicId);
  const receipt = usePartSelector(actor, selectReceipt, null);
  const notFound = usePartSelector(actor, selectReceiptNotFound, false);
  const failed = usePartSelector(actor, selectReceiptFailed, false);
  const title = <Trans id="receipt.title">Delivery receipt</Trans>;
  const locale = intlLocale(i18n.locale, config.country);
  const zone = config.timezone;
  const money = useMoney();

  if (notFound)
    return (
      <PageFrame title={title} size="sm">
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="receipt-not-found">
          <Trans id="receipt.not-found">There is no receipt at this address. The link may be wrong or expired, or the order is not delivered yet.</Trans>
        </Alert>
      </PageFrame>
    );
  if (failed)
    return (
      <PageFrame title={title} size="sm">
        <Group gap="sm" role="alert">
          <Text size="sm" c="red.8">
            <Trans id="receipt.error">The receipt could not be loaded.</Trans>
          </Text>
          <Button size="xs" variant="default" onClick={() => actor?.send({ type: "RETRY" })}>
            <Trans id="receipt.retry">Retry</Trans>
          </Button>
        </Group>
      </PageFrame>
    );
  if (!receipt)
    return (
      <PageFrame title={title} size="sm">
        <Group gap="xs" aria-busy="true" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">
            <Trans id="receipt.loading">Loading the receipt…</Trans>
          </Text>
        </Group>
      </PageFrame>
    );

  const orderNumber = receipt.order_number;
  const payment = PAYMENT_METHODS[receipt.payment_method] ? i18n._(PAYMENT_METHODS[receipt.payment_method]) : receipt.payment_method;
  const voucherCode = receipt.voucher?.code ?? "";
  const rows: { label: React.ReactNode; value: string; testId: string; strong?: boolean }[] = [
    { label: <Trans id="receipt.order-number">Order number</Trans>, value: orderNumber, testId: "receipt-order-number" },
    { label: <Trans id="receipt.placed-at">Placed</Trans>, value: formatUnix(receipt.placed_at, locale, zone, "dateTime"), testId: "receipt-placed-at" },
    { label: <Trans id="receipt.delivered-at">Delivered</Trans>, value: formatUnix(receipt.delivered_at, locale, zone, "dateTime"), testId: "receipt-delivered-at" },
    { label: <Trans id="receipt.outlet">From</Trans>, value: receipt.outlet_name, testId: "receipt-outlet" },
    { label: <Trans id="receipt.drop-off">Delivered to</Trans>, value: receipt.drop_off_address, testId: "receipt-drop-off" },
    { label: <Trans id="receipt.items">Items</Trans>, value: receipt.item_details, testId: "receipt-items" },
    { label: <Trans id="receipt.item-value">Item value</Trans>, value: money(receipt.item_value), testId: "receipt-item-value" },
    { label: <Trans id="receipt.delivery-fee">Delivery fee</Trans>, value: money(receipt.delivery_fee), testId: "receipt-delivery-fee" },
    ...(receipt.voucher ? [{ label: <Trans id="receipt.voucher">Voucher {voucherCode}</Trans>, value: voucherCode, testId: "receipt-voucher" }] : []),
    { label: <Trans id="receipt.total-discount">Total discount</Trans>, value: money(receipt.total_discount > 0 ? -receipt.total_discount : 0), testId: "receipt-total-discount" },
    { label: <Trans id="receipt.total">Total</Trans>, value: money(receipt.total), testId: "receipt-total", strong: true },
    { label: <Trans id="receipt.payment-method">Payment method</Trans>, value: payment, testId: "receipt-payment-method" },
  ];

  return (
    <PageFrame title={title} size="sm">
      <Paper withBorder radius="md" p="md" className="receipt" data-testid="receipt">
        <Stack gap="md">
          <Table variant="vertical" layout="fixed" withRowBorders>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.testId}>
                  <Table.Th w="45%" scope="row">
                    {row.label}
                  </Table.Th>
                  <Table.Td data-testid={row.testId} fw={row.strong ? 700 : undefined} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                    {/* Addresses and names keep their own direction inside a right-to-left page. */}
                    <bdi>{row.value}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {receipt.proof_of_delivery_svg ? (
            <Stack gap={4} data-testid="receipt-proof">
              <Title order={2} size="h5">
                <Trans id="receipt.proof">Proof of delivery</Trans>
              </Title>
              <Image src={proofDataUrl(receipt.proof_of_delivery_svg)} alt={t({ id: "receipt.proof.alt", message: `Proof of delivery of order ${orderNumber}` })} radius="sm" maw={320} />
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      <Group className="no-print">
        <Button leftSection={<IconPrinter size={16} aria-hidden />} variant="default" onClick={() => actor?.send({ type: "PRINT" })} data-testid="receipt-print">
          <Trans id="receipt.print">Print or save as PDF</Trans>
        </Button>
      </Group>
    </PageFrame>
  );
}
