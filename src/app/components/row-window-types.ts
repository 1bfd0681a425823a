// The view RowWindow hands a list (row-window.tsx), whichever way it places the rows.
import type { Key, ReactNode } from "react";

export type RowWindowItem = { readonly index: number; readonly start: number };

export type RowWindowView = {
  /** The rows in the document, in order, with their offset from the list's top (px). */
  items: readonly RowWindowItem[];
  /** The height of the whole list (px). */
  totalSize: number;
  /** Brings a row into the scroll box's view (a plain list's rows are all there: the focus scrolls them in). */
  scrollToIndex: (index: number) => void;
  /** True when the virtualiser places the rows. */
  virtual: boolean;
};

export type RowWindowProps = {
  count: number;
  /** Height of a row, gap included (px): fixed, so nothing is measured. */
  rowHeight: number;
  /** Rows rendered beyond the visible ones, above and below (virtualised lists). */
  overscan: number;
  getScrollElement: () => HTMLElement | null;
  /** Key of a row (stable while the rows are the same). */
  getItemKey?: (index: number) => Key;
  /** The scroll box's size before it is measured. */
  initialRect: { width: number; height: number };
  children: (view: RowWindowView) => ReactNode;
};
