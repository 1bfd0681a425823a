// What the help centre views send the root: HELP.OPENED with the signed-in user and the current
// locale (the root adds the vendor and the deployment's words), HELP.CLOSED. Whether the help centre
// may be shown (classic user, helpcenter flag on, a vendor selected) is read here for the button.
import { useLingui } from "@lingui/react";
import { selectSelectedVendorId } from "@machines/vendors/vendors.selectors";
import { useSelector } from "@xstate/react";
import { useAppActor, useChild } from "../../app-context";
import { useFlags, useSessionView } from "../../components/use-session-view";

export function useHelpOpening() {
  const app = useAppActor();
  const { kind, user } = useSessionView();
  const flags = useFlags();
  const { i18n } = useLingui();
  const vendorId = useSelector(useChild("vendors"), selectSelectedVendorId);
  const available = kind === "classic" && flags.helpcenter && !!vendorId && !!user;
  return {
    available,
    vendorId,
    open: () => {
      if (user) app.send({ type: "HELP.OPENED", locale: i18n.locale, user: { id: user.id, email: user.email } });
    },
    close: () => app.send({ type: "HELP.CLOSED" }),
  };
}
