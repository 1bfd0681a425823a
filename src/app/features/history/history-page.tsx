// The history page (/history[/$vendorId], ?order_id selects an order; core section 2 "History"):
// date presets Yesterday (default), Past week, Past month and Custom (two days in the country's
// calendar; an end before the start or an over-long period is refused with a message), the status
// filter, the search (a possible phone number is sent to the platform; an order id beginning with
// the selected vendor id and a dash filters the rows; search history of at most 10), the
// virtualized table, "Load more" while the platform has further pages, the export of the filtered
// rows to CSV or XLSX with progress, and the details of the selected row (the tracking page's
// panel). Filters live in the historyFilters machine, rows in the orders machine, the export in the
// export machine (machines/export); the root opens the filters and the tracking view (which reads a
// selected order the rows lack) for this page.
import { type DatePreset, DATE_PRESETS } from "@domain/orders";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { STATUS_FILTERS, type StatusFilter } from "@domain/history/filters";
import {
  selectCustomDays,
  selectFilteredRows,
  selectHistoryRange,
  selectHistorySearch,
  selectHistorySearchHistory,
  selectIsChoosingRange,
  selectPreset,
  selectRangeProblem,
  selectStatusFilter,
} from "@machines/history-filters/history-filters.selectors";
import { selectHasMorePast, selectIsLoadingPast, selectOrder, selectPastFailed, selectPastOrders } from "@machines/orders/orders.selectors";
import { selectSelectedVendorId } from "@machines/vendors/vendors.selectors";
import type { HistorySide, OrderSide } from "@machines/app/app.machine";
import { selectExportingFormat, selectExportPercent } from "@machines/export/export.selectors";
import { Button, Group, Loader, NativeSelect, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconFileSpreadsheet, IconFileTypeCsv } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { useMemo, useRef } from "react";
import { useChild, useClock, useConfig, useHistorySide, useOrderSide } from "../../app-context";
import { Notice } from "../../components/notice";
import { PendingPage } from "../../components/pending-page";
import { ProgressBar } from "../../components/progress-bar";
import { VendorPageFrame } from "../../components/vendor-page-frame";
import { CancelDialog } from "../../components/orders/cancel-dialog-host";
import { formatUnix, intlLocale } from "../../components/orders/format";
import { LazyOrderDetails, preloadOrderDetails } from "../../components/orders/lazy-order-details";
import { STATUS_FILTER_MSGS } from "../../components/orders/order-messages";
import { SearchBox } from "../../components/orders/search-box";
import { StatusRegion, useStatusAnnouncements } from "../../components/orders/status-announcer";
import { useCoarseNow } from "../../components/orders/use-now";
import { SegmentedRadios } from "../../components/segmented-radios";
import type { ExportFormat } from "./export";
import { HistoryTable } from "./history-table";
import "../../components/orders/orders.css";

const PRESET_MSGS = {
  yesterday: msg({ id: "history.preset.yesterday", message: "Yesterday" }),
  pastWeek: msg({ id: "history.preset.past-week", message: "Past week" }),
  pastMonth: msg({ id: "history.preset.past-month", message: "Past month" }),
  custom: msg({ id: "history.preset.custom", message: "Custom" }),
} satisfies Record<DatePreset, ReturnType<typeof msg>>;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function HistoryPage(props: { vendorId?: string; orderId?: string }) {
  // Opened for one order: its details are what the page is for, so their chunk is asked for at once.
  if (props.orderId) void preloadOrderDetails();
  const side = useOrderSide();
  const history = useHistorySide();
  if (!side || !history) return <PendingPage />;
  return <HistoryContent side={{ ...side, ...history }} orderId={props.orderId ?? null} />;
}

function HistoryContent(props: { side: OrderSide & HistorySide; orderId: string | null }) {
  const clock = useClock();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const config = useConfig();
  const vendors = useChild("vendors");
  const { orders, historyFilters, export: exporter } = props.side;
  const nowMs = useCoarseNow();
  const vendorId = useSelector(vendors, selectSelectedVendorId);
  const preset = useSelector(historyFilters, selectPreset);
  const customDays = useSelector(historyFilters, selectCustomDays, sameJson);
  const status = useSelector(historyFilters, selectStatusFilter);
  const search = useSelector(historyFilters, selectHistorySearch);
  const searchHistory = useSelector(historyFilters, selectHistorySearchHistory, sameJson);
  const range = useSelector(historyFilters, selectHistoryRange, sameJson);
  const rangeProblem = useSelector(historyFilters, selectRangeProblem, sameJson);
  const choosingRange = useSelector(historyFilters, selectIsChoosingRange);
  const pastOrders = useSelector(orders, selectPastOrders);
  const loading = useSelector(orders, selectIsLoadingPast);
  const failed = useSelector(orders, selectPastFailed);
  const hasMore = useSelector(orders, selectHasMorePast);
  const orderId = props.orderId;
  const selected = useSelector(orders, (s) => selectOrder(s, orderId));
  const rows = useSelector(historyFilters, (s) => selectFilteredRows(s, pastOrders, vendorId, nowMs));
  const exporting = useSelector(exporter, selectExportingFormat);
  const percent = useSelector(exporter, selectExportPercent);
  const detailsRef = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => (selected && !rows.some((o) => o.order_id === selected.order_id) ? [...rows, selected] : rows), [rows, selected]);
  const announcement = useStatusAnnouncements(shown, nowMs);

  const zone = config.timezone;
  const locale = intlLocale(i18n.locale, config.country);
  const fromText = range ? formatUnix(range.from, locale, zone, "date") : "";
  const toText = range ? formatUnix(range.to, locale, zone, "date") : "";
  const count = rows.length;
  const maxDays = rangeProblem?.kind === "too-long" ? rangeProblem.maxDays : 0;

  const runExport = (format: ExportFormat) => exporter.send({ type: "EXPORT.REQUESTED", format, rows, vendorId, range, now: clock() });

  const scrollToDetails = () => requestAnimationFrame(() => detailsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));

  return (
    <VendorPageFrame title={<Trans id="history.title">History</Trans>} size="xl">
      <StatusRegion message={announcement} />
      <Paper withBorder radius="md" p="md" component="section" aria-label={t({ id: "history.filters", message: "Filters" })}>
        <Stack gap="md">
          {/* Two columns from 62em (Mantine's md), one below (orders.css). */}
          <div className="history-filters-grid">
            <Stack gap={6}>
              <Text size="sm" fw={500} id="history-period-label">
                <Trans id="history.period">Period</Trans>
              </Text>
              <SegmentedRadios
                aria-labelledby="history-period-label"
                // Four presets do not fit side by side on a phone: stacked there.
                stackOnNarrow
                value={preset}
                onChange={(value) => historyFilters.send({ type: "HISTORY.PRESET_SELECTED", preset: value, now: clock() })}
                options={DATE_PRESETS.map((p) => ({ value: p, label: i18n._(PRESET_MSGS[p]) }))}
                fullWidth
                testId="history-preset"
              />
              {preset === "custom" ? (
                <Group grow gap="sm" align="flex-start">
                  <TextInput
                    type="date"
                    label={<Trans id="history.custom.from">From</Trans>}
                    value={customDays.from ?? ""}
                    onChange={(e) => historyFilters.send({ type: "HISTORY.CUSTOM_RANGE_SET", from: e.currentTarget.value || null, to: customDays.to })}
                    data-testid="history-from"
                  />
                  <TextInput
                    type="date"
                    label={<Trans id="history.custom.to">To</Trans>}
                    value={customDays.to ?? ""}
                    onChange={(e) => historyFilters.send({ type: "HISTORY.CUSTOM_RANGE_SET", from: customDays.from, to: e.currentTarget.value || null })}
                    data-testid="history-to"
                  />
                </Group>
              ) : null}
            </Stack>
            <Stack gap="md">
              {/* A native select (issue 14): a fixed short list needs no combobox code before the page is usable. */}
              <NativeSelect
                label={<Trans id="history.status">Status</Trans>}
                data={STATUS_FILTERS.map((s) => ({ value: s, label: i18n._(STATUS_FILTER_MSGS[s]) }))}
                value={status}
                onChange={(event) => historyFilters.send({ type: "HISTORY.STATUS_SELECTED", status: event.currentTarget.value as StatusFilter })}
                data-testid="history-status"
              />
              <SearchBox
                label={<Trans id="history.search.label">Search by phone number or order ID</Trans>}
                description={<Trans id="history.search.help">A phone number of the country, or an order ID that begins with {vendorId}-</Trans>}
                placeholder={t({ id: "history.search.placeholder", message: "e.g. +45 20 12 34 56" })}
                value={search}
                history={searchHistory}
                onSubmit={(text) => historyFilters.send({ type: "HISTORY.SEARCH_SUBMITTED", text })}
                testId="history-search"
              />
            </Stack>
          </div>
          {rangeProblem ? (
            <Notice color="red" icon={<IconAlertTriangle aria-hidden />} testId="history-range-problem">
              {rangeProblem.kind === "end-before-start" ? (
                <Trans id="history.range.end-before-start">The end date must not be before the start date.</Trans>
              ) : (
                <Trans id="history.range.too-long">The period is too long: choose at most {maxDays} days.</Trans>
              )}
            </Notice>
          ) : choosingRange ? (
            <Text size="sm" c="dimmed">
              <Trans id="history.range.choose">Choose the first and the last day.</Trans>
            </Text>
          ) : null}
        </Stack>
      </Paper>

      {failed ? (
        <Notice color="red" icon={<IconAlertTriangle aria-hidden />} title={<Trans id="history.failed">We could not retrieve your past orders.</Trans>}>
          <Button variant="white" color="red" size="xs" onClick={() => orders.send({ type: "ORDERS.LOAD_MORE_PAST" })}>
            <Trans id="common.retry">Try again</Trans>
          </Button>
        </Notice>
      ) : null}

      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text size="sm" data-testid="history-summary">
          {range ? (
            <Trans id="history.summary">
              {count} orders from {fromText} to {toText}
            </Trans>
          ) : null}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            onClick={() => runExport("csv")}
            disabled={!rows.length || exporting !== null}
            loading={exporting === "csv"}
            data-testid="export-csv"
          >
            <Trans id="history.export.csv">Export CSV</Trans>
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={() => runExport("xlsx")}
            disabled={!rows.length || exporting !== null}
            loading={exporting === "xlsx"}
            data-testid="export-xlsx"
          >
            <Trans id="history.export.xlsx">Export XLSX</Trans>
          </Button>
        </Group>
      </Group>
      {exporting ? (
        <Stack gap={4} data-testid="export-progress">
          <ProgressBar value={percent} aria-label={t({ id: "history.export.progress", message: "Export progress" })} animated />
          <Text size="xs" c="dimmed">
            <Trans id="history.export.running">Exporting… {percent}%</Trans>
          </Text>
        </Stack>
      ) : null}

      {rows.length ? (
        <HistoryTable
          rows={rows}
          selectedId={orderId}
          nowMs={nowMs}
          timeZone={zone}
          currency={config.currency}
          locale={locale}
          label={t({ id: "history.table", message: "Past orders" })}
          onSelect={scrollToDetails}
        />
      ) : loading ? null : (
        <Paper withBorder radius="md" p="lg" data-testid="history-empty">
          <Text c="dimmed">
            <Trans id="history.empty">No past orders match these filters.</Trans>
          </Text>
        </Paper>
      )}

      <Group justify="center" gap="sm">
        {loading ? (
          <Group gap={6}>
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              <Trans id="history.fetching">Fetching past orders…</Trans>
            </Text>
          </Group>
        ) : hasMore ? (
          <Button variant="light" onClick={() => orders.send({ type: "ORDERS.LOAD_MORE_PAST" })} data-testid="history-load-more">
            <Trans id="history.load-more">Load more</Trans>
          </Button>
        ) : null}
      </Group>

      <div ref={detailsRef}>{selected ? <LazyOrderDetails order={selected} nowMs={nowMs} /> : null}</div>
      <CancelDialog />
    </VendorPageFrame>
  );
}
