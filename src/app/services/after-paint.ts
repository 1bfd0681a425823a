// The named actor `waitForPaint` of the root and of the request page (issue 14): done once the frame after
// the current commit has been painted, then a task — so what loads after it never competes with that paint.
import { fromPromise } from "xstate";

export const afterPaint = () =>
  new Promise<void>((resolve) => (typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => setTimeout(resolve, 0)) : setTimeout(resolve, 0)));

export const waitForPaintLogic = fromPromise<void, void>(afterPaint);
