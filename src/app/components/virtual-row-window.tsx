// The virtualised way of RowWindow (row-window.tsx), in its own chunk with @tanstack/react-virtual:
// only the rows in view and `overscan` more are in the document.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback } from "react";
import type { RowWindowProps } from "./row-window-types";

export default function VirtualRowWindow(props: RowWindowProps) {
  const { rowHeight } = props;
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useVirtualizer({
    count: props.count,
    getScrollElement: props.getScrollElement,
    estimateSize,
    ...(props.getItemKey ? { getItemKey: props.getItemKey } : {}),
    overscan: props.overscan,
    initialRect: props.initialRect,
  });
  return props.children({
    items: virtualizer.getVirtualItems(),
    totalSize: virtualizer.getTotalSize(),
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: "auto" }),
    virtual: true,
  });
}
