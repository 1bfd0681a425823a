// The guest-register popup's place in the root layout: the popup (guest-register-popup.tsx, with
// Mantine's Modal) is imported when the guest-register machine first offers it, not with the first load.
import { selectGuestRegisterOffered } from "@machines/guest-register/guest-register.selectors";
import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import { useChild } from "../../app-context";

const GuestRegisterPopup = lazy(() => import("./guest-register-popup").then((m) => ({ default: m.GuestRegisterPopup })));

/** The popup while the guest-register machine offers it (rendered by the root layout). */
export function GuestRegisterHost() {
  const guestRegister = useChild("guestRegister");
  const offered = useSelector(guestRegister, selectGuestRegisterOffered);
  return offered ? (
    <Suspense fallback={null}>
      <GuestRegisterPopup guestRegister={guestRegister} />
    </Suspense>
  ) : null;
}
