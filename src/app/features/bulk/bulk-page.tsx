// The bulk order page (second file §2 "Bulk upload screens"): the template download, the XLSX file
// choice, the job summary with its rows (filter ALL / PREPROCESS_SUCCESS / PREPROCESS_FAIL), the
// confirm dialog for placing the orders and the job history; /bulk-order/{vendorID}/{bulkJobID}
// shows one job's rows. A thin view of the bulkUpload machine (machines/bulk-upload): it renders
// selectors and sends events; what is under way is announced in a status region.
import { BULK_FILE_MAX_BYTES, type BulkRowFilter, ROW_FILTERS, XLSX_MIME } from "@domain/bulk/limits";
import type { BulkJob } from "@domain/contract";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useMacroLingui } from "@lingui/react/macro";
import {
  selectConfirmOpen,
  selectDetails,
  selectDetailsFailed,
  selectDetailsLoading,
  selectFileName,
  selectFilter,
  selectHistory,
  selectHistoryFailed,
  selectHistoryLoading,
  selectIsPlacing,
  selectJob,
  selectRows,
  selectStep,
  selectTemplateLoading,
  filterRows,
} from "@machines/bulk-upload/bulk-upload.selectors";
import { Badge, Button, FileInput, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useChild, useConfig } from "../../app-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { VendorPageFrame } from "../../components/vendor-page-frame";
import { useMoney } from "../../components/money";
import { Notice } from "../../components/notice";
import { ProgressBar } from "../../components/progress-bar";
import { SegmentedRadios } from "../../components/segmented-radios";
import { formatUnix, intlLocale } from "../../components/orders/format";
import { BULK_RUNTIME_MESSAGES, JOB_STATUS_LABELS } from "./bulk-messages";
import { BulkRowsTable } from "./bulk-rows-table";
import "../../components/plain-table.css";
import "./bulk.css";

void BULK_RUNTIME_MESSAGES;

type BulkActor = NonNullable<ReturnType<typeof useChild<"bulkUpload">>>;

export function BulkOrderPage(props: { vendorId?: string; bulkJobId?: string }) {
  const bulk = useChild("bulkUpload");
  const jobId = props.bulkJobId;
  const title = jobId ? <Trans id="bulk.job.title">Bulk job {jobId}</Trans> : <Trans id="bulk.title">Bulk order</Trans>;
  return (
    <VendorPageFrame title={title} size="xl">
      {!bulk ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>
            <Trans id="bulk-order-upload.loading">Preparing the bulk upload…</Trans>
          </Text>
        </Group>
      ) : props.bulkJobId ? (
        <BulkJobDetails bulk={bulk} vendorId={props.vendorId ?? ""} />
      ) : (
        <BulkUpload bulk={bulk} />
      )}
    </VendorPageFrame>
  );
}

function useFormats() {
  const { i18n } = useLingui();
  const config = useConfig();
  return { locale: intlLocale(i18n.locale, config.country), timeZone: config.timezone, currency: config.currency };
}

function BulkUpload(props: { bulk: BulkActor }) {
  const { bulk } = props;
  const { t } = useMacroLingui();
  const step = useSelector(bulk, selectStep);
  const templateLoading = useSelector(bulk, selectTemplateLoading);
  const fileName = useSelector(bulk, selectFileName);
  const maxMb = BULK_FILE_MAX_BYTES / 1024 / 1024;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans id="bulk-order-upload.ask.title">Upload your orders</Trans>
          </Title>
          <Text size="sm">
            <Trans id="bulk-order-upload.ask.help">
              Download the template, fill in one order per row (keep the header row) and upload it. The file must be an Excel file (.xlsx) of at most 5 MB.
            </Trans>
          </Text>
          <Group align="flex-end" wrap="wrap">
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={templateLoading}
              onClick={() => bulk.send({ type: "TEMPLATE.REQUESTED" })}
              data-testid="bulk-template"
            >
              <Trans id="bulk-order-upload.template">Download Template.xlsx</Trans>
            </Button>
            {step === "ASK_EXCEL_FILE" ? (
              <FileInput
                key="file"
                label={t({ id: "bulk-order-upload.file.label", message: "Excel file (.xlsx)" })}
                placeholder={t({ id: "bulk-order-upload.file.placeholder", message: "Choose a file" })}
                accept={`.xlsx,${XLSX_MIME}`}
                leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
                value={null}
                onChange={(file) => {
                  if (file) bulk.send({ type: "FILE.CHOSEN", file });
                }}
                data-testid="bulk-file"
                w={280}
                styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
                description={t({ id: "bulk-order-upload.file.limit", message: `At most ${maxMb} MB` })}
              />
            ) : (
              <Button variant="default" leftSection={<IconUpload size={18} aria-hidden />} onClick={() => bulk.send({ type: "FILE.AGAIN" })} data-testid="bulk-file-again">
                <Trans id="bulk-order-upload.file.again">Upload another file</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <div role="status" aria-live="polite" data-testid="bulk-status">
        {step === "UPLOADING_EXCEL_FILE" ? (
          <Stack gap={4}>
            <Text size="sm">
              <Trans id="bulk-order-upload.uploading">Uploading {fileName} and checking its rows…</Trans>
            </Text>
            <ProgressBar value={100} animated aria-hidden />
          </Stack>
        ) : null}
      </div>
      {step === "SHOW_PREPROCESS_RESULTS" || step === "SHOW_ORDER_PLACEMENT_RESULTS" ? <BulkResults bulk={bulk} /> : null}
      <BulkHistory bulk={bulk} />
    </Stack>
  );
}

function Summary(props: { job: BulkJob; currency: string; locale: string; feeTotal: number }) {
  const money = useMoney();
  const { i18n } = useLingui();
  const { job } = props;
  return (
    // Four columns from 48em (Mantine's sm), two below (bulk.css).
    <div className="bulk-summary" data-testid="bulk-summary">
      <Stat label={<Trans id="bulk-order-upload.summary.rows">Rows</Trans>} value={String(job.total_rows)} />
      <Stat label={<Trans id="bulk-order-upload.summary.ready">Orders to be placed</Trans>} value={String(job.metadata.success_row_count)} testId="bulk-ready-count" />
      <Stat label={<Trans id="bulk-order-upload.summary.errors">Errors</Trans>} value={String(job.total_rows - job.metadata.success_row_count)} />
      <Stat label={<Trans id="bulk-order-upload.summary.fees">Delivery fees</Trans>} value={money(props.feeTotal, props.currency)} />
      <Badge variant="light" size="lg" data-testid="bulk-job-status">
        {i18n._(JOB_STATUS_LABELS[job.status] ?? JOB_STATUS_LABELS.UNKNOWN)}
      </Badge>
    </div>
  );
}

function Stat(props: { label: React.ReactNode; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} size="lg" data-testid={props.testId}>
        {props.value}
      </Text>
    </div>
  );
}

function BulkResults(props: { bulk: BulkActor }) {
  const money = useMoney();
  const { bulk } = props;
  const { t } = useMacroLingui();
  const { locale, timeZone, currency } = useFormats();
  const job = useSelector(bulk, selectJob);
  const rows = useSelector(bulk, selectRows);
  const filter = useSelector(bulk, selectFilter);
  const step = useSelector(bulk, selectStep);
  const confirmOpen = useSelector(bulk, selectConfirmOpen);
  const placing = useSelector(bulk, selectIsPlacing);
  const canPlace = useSelector(bulk, (s) => s.can({ type: "PLACE.REQUESTED" }));
  if (!job) return null;
  const good = rows.filter((r) => r.status === "PREPROCESS_SUCCESS");
  const feeTotal = good.reduce((sum, r) => sum + (r.delivery_fee ?? 0), 0);
  const shown = filterRows(rows, filter);
  const all = rows.length;
  const ready = good.length;
  const withErrors = rows.length - good.length;
  const filterLabels: Record<BulkRowFilter, string> = {
    ALL: t({ id: "bulk-order-upload.filter.all", message: `All (${all})` }),
    PREPROCESS_SUCCESS: t({ id: "bulk-order-upload.filter.success", message: `Ready (${ready})` }),
    PREPROCESS_FAIL: t({ id: "bulk-order-upload.filter.fail", message: `With errors (${withErrors})` }),
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {step === "SHOW_ORDER_PLACEMENT_RESULTS" ? (
            <Trans id="bulk-order-upload.results.placed">Placement results</Trans>
          ) : (
            <Trans id="bulk-order-upload.results.title">Checked rows of {job.file_name}</Trans>
          )}
        </Title>
        <Summary job={job} currency={currency} locale={locale} feeTotal={feeTotal} />
        <Group justify="space-between" wrap="wrap">
          <SegmentedRadios
            aria-label={t({ id: "bulk-order-upload.filter.label", message: "Show rows" })}
            value={filter}
            onChange={(value) => bulk.send({ type: "FILTER.CHANGED", filter: value })}
            options={ROW_FILTERS.map((f) => ({ value: f, label: filterLabels[f] }))}
            testId="bulk-filter"
          />
          {step === "SHOW_PREPROCESS_RESULTS" ? (
            <Button disabled={!canPlace} onClick={() => bulk.send({ type: "PLACE.REQUESTED" })} data-testid="bulk-place">
              <Trans id="bulk-order-upload.place">Place {good.length} orders</Trans>
            </Button>
          ) : null}
        </Group>
        {shown.length ? (
          <BulkRowsTable rows={shown} locale={locale} timeZone={timeZone} label={t({ id: "bulk-order-upload.rows.label", message: "Rows of the file" })} />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans id="bulk-order-upload.rows.none">No row matches this filter.</Trans>
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmOpen}
        loading={placing}
        title={<Trans id="bulk-order-upload.confirm.title">Place these orders?</Trans>}
        description={
          <Trans id="bulk-order-upload.confirm.description">
            {good.length} orders will be placed (total delivery fee: {money(feeTotal, currency)}). Rows with errors are left out.
          </Trans>
        }
        confirmLabel={<Trans id="bulk-order-upload.confirm.submit">Place orders</Trans>}
        onConfirm={() => bulk.send({ type: "PLACE.CONFIRMED" })}
        onCancel={() => bulk.send({ type: "PLACE.CANCELLED" })}
        testId="bulk-confirm"
      />
    </Paper>
  );
}

function BulkHistory(props: { bulk: BulkActor }) {
  const { bulk } = props;
  const { i18n } = useLingui();
  const { locale, timeZone } = useFormats();
  const jobs = useSelector(bulk, selectHistory);
  const loading = useSelector(bulk, selectHistoryLoading);
  const failed = useSelector(bulk, selectHistoryFailed);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bulk-history-title">
          <Trans id="bulk-order-upload.history.title">Job history</Trans>
        </Title>
        {loading ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">
              <Trans id="bulk-order-upload.history.loading">Loading the jobs…</Trans>
            </Text>
          </Group>
        ) : failed ? (
          <Notice color="red">
            <Trans id="bulk-order-upload.job-history-error">We could not load the bulk job history.</Trans>
          </Notice>
        ) : jobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans id="bulk-order-upload.history.empty">No bulk job has been placed yet.</Trans>
          </Text>
        ) : (
          // A plain table in a plain scrolling box (issue 14: Mantine's Table brings ScrollArea and with it all
          // of floating-ui); the box is a labelled region the keyboard can reach and scroll.
          <section className="table-scroll" tabIndex={0} aria-labelledby="bulk-history-title">
            <table className="plain-table plain-table--striped bulk-history" data-testid="bulk-history">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans id="bulk-order-upload.history.date">Date</Trans>
                  </th>
                  <th scope="col">
                    <Trans id="bulk-order-upload.history.creator">Created by</Trans>
                  </th>
                  <th scope="col">
                    <Trans id="bulk-order-upload.history.file">File</Trans>
                  </th>
                  <th scope="col">
                    <Trans id="bulk-order-upload.history.status">Status</Trans>
                  </th>
                  <th scope="col">
                    <Trans id="bulk-order-upload.history.totals">Rows / placed / errors</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.bulk_job_id} data-testid="bulk-history-row">
                    <td>
                      <Link to="/bulk-order/$vendorId/$bulkJobId" params={{ vendorId: job.vendor_id, bulkJobId: job.bulk_job_id }}>
                        {formatUnix(job.created_at, locale, timeZone, "dateTime")}
                      </Link>
                    </td>
                    <td>{job.created_by}</td>
                    <td>{job.file_name}</td>
                    <td>{i18n._(JOB_STATUS_LABELS[job.status] ?? JOB_STATUS_LABELS.UNKNOWN)}</td>
                    <td>
                      {job.total_rows} / {job.orders_placed} / {job.errors}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </Stack>
    </Paper>
  );
}

function BulkJobDetails(props: { bulk: BulkActor; vendorId: string }) {
  const { bulk } = props;
  const { t } = useMacroLingui();
  const { locale, timeZone, currency } = useFormats();
  const details = useSelector(bulk, selectDetails);
  const loading = useSelector(bulk, selectDetailsLoading);
  const failed = useSelector(bulk, selectDetailsFailed);
  const back = (
    <Link to="/bulk-order/$vendorId" params={{ vendorId: props.vendorId }}>
      <Trans id="bulk-order-upload.details.back">Back to bulk order</Trans>
    </Link>
  );
  if (failed)
    return (
      <Stack>
        <Notice color="red">
          <Trans id="bulk-order-upload.view-details-error">We could not load the details of this bulk job.</Trans>
        </Notice>
        {back}
      </Stack>
    );
  if (loading || !details)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>
          <Trans id="bulk-order-upload.details.loading">Loading the job…</Trans>
        </Text>
      </Group>
    );
  const feeTotal = details.orders.filter((r) => r.order_id).reduce((sum, r) => sum + (r.delivery_fee ?? 0), 0);
  return (
    <Stack gap="md">
      {back}
      <Text size="sm">
        <Trans id="bulk-order-upload.details.meta">
          {details.bulk_job.file_name}, created by {details.bulk_job.created_by} on {formatUnix(details.bulk_job.created_at, locale, timeZone, "dateTime")}
        </Trans>
      </Text>
      <Summary job={details.bulk_job} currency={currency} locale={locale} feeTotal={feeTotal} />
      <BulkRowsTable rows={details.orders} locale={locale} timeZone={timeZone} label={t({ id: "bulk-order-upload.rows.label", message: "Rows of the file" })} />
    </Stack>
  );
}
