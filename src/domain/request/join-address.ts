// The order address as one line (core §3), apart from ./payload.ts so that the saved address rules do
// not load the phone rules.

/** "unit, building, text" without the empty parts. */
export const joinAddress = (unit: string, building: string, text: string): string =>
  [unit, building, text]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(", ");
