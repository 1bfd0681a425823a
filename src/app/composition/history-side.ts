// The history side's chunk (loaded by the root's `loadHistorySide` when the history page is shown;
// /order-tracking never loads it, issue 14): the history filters and the history export, each provided
// with its real effects. The root spawns them and opens the history once the order store is there
// (machines/app/app.machine.ts, region `historySide`).
import { readStoredFilters, type StoredHistoryFilters } from "@domain/history/filters";
import type { HistorySideLoaded } from "@machines/app/app.actors";
import type { BuildExportInput } from "@machines/export/export.actors";
import { exportMachine } from "@machines/export/export.machine";
import { historyFiltersMachine, type PhoneSearchRules } from "@machines/history-filters/history-filters.machine";
import { type EventObject, fromCallback, fromPromise } from "xstate";
import { i18n } from "../i18n";
import { STORAGE_KEYS } from "../services/storage";
import type { AppDeps } from "./app-deps";

/**
 * The export's builder: rows to a CSV or XLSX file, reporting progress, in the page's language. The
 * builders and the columns are imported when an export starts (the export machine's `building` state
 * invokes this actor), not with the order side: the pages do not need them before Export is clicked
 * (issue 14). A failed import is the export failing (EXPORT.FAILED), like a failed build.
 */
function buildExportLogic(deps: AppDeps) {
  return fromCallback<EventObject, BuildExportInput>(({ input, sendBack }) => {
    let stopped = false;
    const report = (event: EventObject & Record<string, unknown>) => {
      if (!stopped) sendBack(event);
    };
    const onProgress = (progress: number) => report({ type: "EXPORT.PROGRESS", progress });
    void (async () => {
      try {
        const [{ buildCsv, buildXlsx, MIME }, { exportFileName, historyExportColumns }] = await Promise.all([
          import("../features/history/export"),
          import("../features/history/export-columns"),
        ]);
        const columns = historyExportColumns(i18n, deps.config, input.now);
        const content = input.format === "csv" ? await buildCsv(input.rows, columns, onProgress) : await buildXlsx(input.rows, columns, onProgress);
        report({ type: "EXPORT.BUILT", file: { content, fileName: exportFileName(input, deps.config.timezone), mime: MIME[input.format] } });
      } catch (error) {
        report({ type: "EXPORT.FAILED", message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      stopped = true;
    };
  });
}

export function loadHistorySide(deps: AppDeps): HistorySideLoaded {
  const { store } = deps;
  return {
    logic: {
      historyFilters: historyFiltersMachine.provide({
        actions: {
          persistFilters: (_, filters: StoredHistoryFilters) => store.set(STORAGE_KEYS.historyFilters, JSON.stringify(filters)),
        },
        // The phone metadata loads with the history page, not with this chunk.
        actors: { loadPhoneRules: fromPromise<PhoneSearchRules>(() => import("@domain/history/phone-search")) },
      }),
      export: exportMachine.provide({
        actors: { buildExport: buildExportLogic(deps) },
        actions: { downloadFile: (_, p) => deps.download(p.file) },
      }),
    },
    storedHistoryFilters: readStoredFilters(store.get(STORAGE_KEYS.historyFilters)),
    loadedAt: deps.now(),
  };
}
