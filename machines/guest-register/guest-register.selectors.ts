// Selectors of the guest-register popup.
import type { SnapshotFrom } from "xstate";
import type { guestRegisterMachine } from "./guest-register.machine";

type Snapshot = SnapshotFrom<typeof guestRegisterMachine>;

/** The popup is shown. */
export const selectGuestRegisterOffered = (s: Snapshot) => s.matches("offering");
/** The guest's first name for the popup's greeting (empty when unknown). */
export const selectGuestName = (s: Snapshot) => s.context.guest?.name.trim().split(/\s+/)[0] ?? "";
