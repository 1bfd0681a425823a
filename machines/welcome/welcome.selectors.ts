// Selectors of the welcome walkthrough.
import type { SnapshotFrom } from "xstate";
import { WELCOME_SCREENS, type WelcomeScreen, type welcomeMachine } from "./welcome.machine";

type Snapshot = SnapshotFrom<typeof welcomeMachine>;

export const selectWelcomeShown = (s: Snapshot) => s.matches("showing");
/** The screen shown (null when the walkthrough is not). */
export const selectWelcomeScreen = (s: Snapshot): WelcomeScreen | null =>
  WELCOME_SCREENS.find((screen) => s.matches({ showing: screen })) ?? null;
export const selectWelcomeStep = (s: Snapshot) => {
  const screen = selectWelcomeScreen(s);
  return screen ? WELCOME_SCREENS.indexOf(screen) + 1 : 0;
};
