// The search history of the order lists and of the history page (core section 3, Filters:
// searchHistoryMaxLength 10). Pure: the orders and history-filters machines keep it in context.
import { normalizeSearch } from "./classify";

export const SEARCH_HISTORY_MAX = 10;

/**
 * The history after searching `text`: most recent first, at most `max` entries, no duplicates
 * (two texts that differ only in spaces or case are the same search; the newest spelling is kept).
 * An empty search is not remembered.
 */
export function rememberSearch(history: readonly string[], text: string, max: number = SEARCH_HISTORY_MAX): string[] {
  const entry = text.trim();
  const key = normalizeSearch(entry);
  if (!key) return [...history];
  return [entry, ...history.filter((h) => normalizeSearch(h) !== key)].slice(0, max);
}
