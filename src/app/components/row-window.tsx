// Which rows of a fixed-height list are in the document (issue 14): a short list renders all its rows
// plainly; a long one (more than PLAIN_ROW_LIMIT rows: a busy tracking tab, months of history, a
// bulk file of 2,000 rows) is virtualised by @tanstack/react-virtual (DESIGN.md: long tables), whose
// code (~10 KB gz) is a lazy chunk asked for by the render that first has a long list. A page with a
// few rows never loads it. While the chunk loads, a long list shows its first PLAIN_ROW_LIMIT rows
// with the full height of the list, so the page is usable at once and the scroll box keeps its place.
//
// Both ways hand the list the same view (the rows to render, each with its offset, the total height
// and scrollToIndex), so each list keeps one markup: rows placed by a transform at index × rowHeight.
import { lazy, Suspense } from "react";
import type { RowWindowItem, RowWindowProps, RowWindowView } from "./row-window-types";

export type { RowWindowItem, RowWindowProps, RowWindowView } from "./row-window-types";

/** Up to this many rows a list renders every row (cheap to mount; no virtualiser to load). */
export const PLAIN_ROW_LIMIT = 100;

const VirtualRowWindow = lazy(() => import("./virtual-row-window"));

const noScroll = () => {};

/** The first `shown` of `count` rows, each at index × rowHeight, in a list of the full height. */
function plainView(count: number, rowHeight: number, shown = count): RowWindowView {
  const items: RowWindowItem[] = [];
  for (let index = 0; index < Math.min(count, shown); index++) items.push({ index, start: index * rowHeight });
  return { items, totalSize: count * rowHeight, scrollToIndex: noScroll, virtual: false };
}

export function RowWindow(props: RowWindowProps) {
  if (props.count <= PLAIN_ROW_LIMIT) return props.children(plainView(props.count, props.rowHeight));
  return (
    <Suspense fallback={props.children(plainView(props.count, props.rowHeight, PLAIN_ROW_LIMIT))}>
      <VirtualRowWindow {...props} />
    </Suspense>
  );
}
