// The proof of pickup, delivery or return in the order details panel: an order-proof machine per
// order and kind (the root's child `orderProof:<orderId>:<kind>`, opened while the section is shown) reads the proof (GET /order/proof, the `fetchProof` the composition root provides) and the view shows the
// picture (an SVG from the platform, as a data URL), when and by whom it was taken, and a download
// link; a failure shows order.proof.download-error with a Retry button.
import type { ProofKind } from "@domain/contract";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { selectProof, selectProofFailed } from "@machines/order-proof/order-proof.selectors";
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { usePart, usePartSelector } from "../../app-context";
import { partKeys } from "@machines/app/app.parts";
import { formatUnix } from "./format";

const KIND_LABELS: Record<ProofKind, ReturnType<typeof msg>> = {
  pickup: msg({ id: "order.proof.pickup", message: "Proof of pickup" }),
  delivery: msg({ id: "order.proof.delivery", message: "Proof of delivery" }),
  return: msg({ id: "order.proof.return", message: "Proof of return" }),
};

/** The picture as a data URL (shown and downloaded as is). */
export const proofDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function OrderProof(props: { vendorId: string; orderId: string; kind: ProofKind; locale: string; timeZone: string }) {
  const { i18n, t } = useLingui();
  const actor = usePart("orderProof", partKeys.orderProof(props.orderId, props.kind), { vendorId: props.vendorId, orderId: props.orderId, kind: props.kind });
  const proof = usePartSelector(actor, selectProof, null);
  const failed = usePartSelector(actor, selectProofFailed, false);

  if (failed)
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red">
          <Trans id="order.proof.download-error">The proof could not be downloaded.</Trans>
        </Text>
        <Button size="xs" variant="default" onClick={() => actor?.send({ type: "RETRY" })}>
          <Trans id="order.proof.retry">Retry</Trans>
        </Button>
      </Group>
    );
  if (!proof)
    return (
      <Text size="sm" c="dimmed" aria-busy="true">
        <Trans id="order.proof.loading">Loading the proof…</Trans>
      </Text>
    );

  const time = formatUnix(proof.taken_at, props.locale, props.timeZone, "dateTime");
  const rider = proof.rider_name;
  const kindLabel = i18n._(KIND_LABELS[proof.kind]);
  const orderId = proof.order_id;
  const url = proofDataUrl(proof.image_svg);
  const alt = t({ id: "order.proof.alt", message: `${kindLabel} of order ${orderId}, taken ${time} by ${rider}` });
  return (
    <Stack gap={4}>
      <img src={url} alt={alt} width={320} height={200} style={{ maxWidth: "100%", height: "auto", borderRadius: 4 }} />
      <Text size="sm">
        <Trans id="order.proof.taken-by">
          Taken <time dateTime={new Date(proof.taken_at * 1000).toISOString()}>{time}</time> by {rider}
        </Trans>
      </Text>
      <Anchor href={url} download={`proof-${orderId}-${proof.kind}.svg`} size="sm">
        <Trans id="order.proof.download">Download</Trans>
      </Anchor>
    </Stack>
  );
}
