// The pre-order time of the details step (pre_order flag): a date-time field in segments whose order,
// separators and clock follow the language (Intl: 27.11.2026 15.45 in Danish, 27/11/2026 in en-DK,
// 11/27/2026 3:45 PM in en-US), rather than the native datetime-local input, which follows the
// browser's own locale. The value is the pick-up's local time in the deployment's time zone; the
// request flow keeps it as unix seconds. Its digits stay left to right in right-to-left pages.
// Loaded lazily by details-step.tsx: @mantine/dates and its stylesheet cost only where it is shown.
import "@mantine/dates/styles.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { MaskedDateInput } from "@mantine/dates";
import { useConfig } from "../../app-context";
import { intlLocale } from "../../components/orders/format";
import { dateInputShape, fromDateFieldValue, localInputToUnix, toDateFieldValue, unixToLocalInput } from "./format";

export function PreorderField(props: { value: number | null; error?: string; readOnly: boolean; onChange: (value: number | null) => void }) {
  const { t, i18n } = useLingui();
  const config = useConfig();
  const locale = intlLocale(i18n.locale, config.country);
  return (
    <MaskedDateInput
      withTime
      withDropdown={false}
      clearable
      {...dateInputShape(locale)}
      label={<Trans id="request.form.preorder">Schedule for later (optional)</Trans>}
      description={<Trans id="request.form.preorder.help">Leave empty to request a rider now. The time is the local time of the pick-up.</Trans>}
      dayInputLabel={t({ id: "date-field.day", message: "Day" })}
      monthInputLabel={t({ id: "date-field.month", message: "Month" })}
      yearInputLabel={t({ id: "date-field.year", message: "Year" })}
      hoursInputLabel={t({ id: "date-field.hours", message: "Hours" })}
      minutesInputLabel={t({ id: "date-field.minutes", message: "Minutes" })}
      amPmInputLabel={t({ id: "date-field.am-pm", message: "AM/PM" })}
      value={toDateFieldValue(unixToLocalInput(props.value, config.timezone))}
      error={props.error}
      readOnly={props.readOnly}
      styles={{ fieldsRoot: { direction: "ltr" } }}
      data-testid="field-preorder"
      onChange={(value) => props.onChange(localInputToUnix(fromDateFieldValue(value), config.timezone))}
    />
  );
}
