// Selectors of the bulk upload: the spec's step, what is under way (tags), the job and its rows under
// the filter, the confirm dialog, the history and the details the path names.
import type { BulkRowFilter } from "@domain/bulk/limits";
import type { BulkJobRow } from "@domain/contract";
import type { SnapshotFrom } from "xstate";
import type { bulkUploadMachine } from "./bulk-upload.machine";

type Snapshot = SnapshotFrom<typeof bulkUploadMachine>;

export type BulkStep = "ASK_EXCEL_FILE" | "UPLOADING_EXCEL_FILE" | "SHOW_PREPROCESS_RESULTS" | "SHOW_ORDER_PLACEMENT_RESULTS";

/** The spec's step (second file §2). */
export function selectStep(s: Snapshot): BulkStep {
  if (s.matches({ upload: "UPLOADING_EXCEL_FILE" })) return "UPLOADING_EXCEL_FILE";
  if (s.matches({ upload: "SHOW_PREPROCESS_RESULTS" })) return "SHOW_PREPROCESS_RESULTS";
  if (s.matches({ upload: "SHOW_ORDER_PLACEMENT_RESULTS" })) return "SHOW_ORDER_PLACEMENT_RESULTS";
  return "ASK_EXCEL_FILE";
}

export const selectIsUploading = (s: Snapshot) => s.matches({ upload: "UPLOADING_EXCEL_FILE" });
export const selectConfirmOpen = (s: Snapshot) => s.matches({ upload: { SHOW_PREPROCESS_RESULTS: "confirming" } }) || selectIsPlacing(s);
export const selectIsPlacing = (s: Snapshot) => s.matches({ upload: { SHOW_PREPROCESS_RESULTS: "placing" } });
export const selectCanPlace = (s: Snapshot) => s.can({ type: "PLACE.REQUESTED" }) && s.matches({ upload: { SHOW_PREPROCESS_RESULTS: "reviewing" } });
export const selectJob = (s: Snapshot) => s.context.job;
export const selectFileName = (s: Snapshot) => s.context.file?.name ?? null;
export const selectFilter = (s: Snapshot) => s.context.filter;

/** Rows under a filter (ALL keeps every row). */
export const filterRows = (rows: readonly BulkJobRow[], filter: BulkRowFilter): readonly BulkJobRow[] =>
  filter === "ALL" ? rows : rows.filter((r) => r.status === filter);

export const selectRows = (s: Snapshot) => s.context.rows;

export const selectHistory = (s: Snapshot) => s.context.history;
export const selectHistoryLoading = (s: Snapshot) => s.hasTag("historyLoading");
export const selectHistoryFailed = (s: Snapshot) => s.matches({ history: "failed" });

export const selectDetails = (s: Snapshot) => s.context.details;
export const selectDetailsLoading = (s: Snapshot) => s.hasTag("detailsLoading");
export const selectDetailsFailed = (s: Snapshot) => s.matches({ details: "failed" });

export const selectTemplateLoading = (s: Snapshot) => s.hasTag("templateLoading");
