// Selectors of the login form.
import type { SnapshotFrom } from "xstate";
import type { loginMachine } from "./login.machine";

type Snapshot = SnapshotFrom<typeof loginMachine>;

export const selectLoginValues = (s: Snapshot) => ({ email: s.context.email, password: s.context.password, termsAccepted: s.context.termsAccepted });
/** One translation key per field with a problem. */
export const selectLoginProblems = (s: Snapshot) => s.context.problems;
/** The stored acceptance is still being read. */
export const selectLoginReady = (s: Snapshot) => s.matches("editing");
