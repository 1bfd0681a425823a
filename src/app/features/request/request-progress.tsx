// The request's progress: the spec's screens grouped in four stages (pick-up, destination, order
// details, payment), the current one marked with aria-current="step".
import type { RequestStep } from "@machines/request-flow/request-flow.selectors";
import { useLingui } from "@lingui/react/macro";
import { Box, Text } from "@mantine/core";

export type Stage = 0 | 1 | 2 | 3;

export function stageOf(step: RequestStep): Stage {
  switch (step) {
    case "askingOriginAddress":
    case "savingOriginAddress":
    case "askingOriginAddressDetails":
    case "checkingServiceHours":
    case "serviceClosed":
      return 0;
    case "askingDestination":
    case "checkingDestination":
      return 1;
    case "fillingOrderDetails":
    case "confirmingItemValue":
      return 2;
    default:
      return 3;
  }
}

export function RequestProgress(props: { step: RequestStep }) {
  const { t } = useLingui();
  const stage = stageOf(props.step);
  const labels = [
    t({ id: "request.stage.pickup", message: "Pick-up" }),
    t({ id: "request.stage.destination", message: "Destination" }),
    t({ id: "request.stage.details", message: "Order details" }),
    t({ id: "request.stage.payment", message: "Payment" }),
  ];
  return (
    <Box component="nav" aria-label={t({ id: "request.progress.label", message: "Request progress" })} className="rrp-request-progress">
      <ol>
        {labels.map((label, i) => (
          <li key={label} aria-current={i === stage ? "step" : undefined} data-done={i < stage ? "true" : undefined} data-testid={`request-stage-${i}`}>
            <span className="rrp-request-progress-number" aria-hidden>
              {i + 1}
            </span>
            <Text component="span" size="sm" fw={i === stage ? 700 : 400}>
              {label}
            </Text>
          </li>
        ))}
      </ol>
    </Box>
  );
}
