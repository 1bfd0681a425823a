// The guest-register popup's place in the root layout: the popup (guest-register-popup.tsx, with
// Mantine's Modal) is imported when the guest-register machine first offers it, not with the first load.
import { selectGuestRegisterOffered } from "@machines/guest-register/guest-register.selectors";
import { lazy, Suspense } from "react";
import { useChild, usePartSelector } from "../../app-context";

const GuestRegisterPopup = lazy(() => import("./guest-register-popup").then((m) => ({ default: m.GuestRegisterPopup })));

/** The popup while the guest-register machine offers it (rendered by the root layout). */
export function GuestRegisterHost() {
  // The machine runs once the root loaded the signed-out side (a guest session or a signed-out page).
  const guestRegister = useChild("guestRegister");
  const offered = usePartSelector(guestRegister, selectGuestRegisterOffered, false);
  return offered && guestRegister ? (
    <Suspense fallback={null}>
      <GuestRegisterPopup guestRegister={guestRegister} />
    </Suspense>
  ) : null;
}
