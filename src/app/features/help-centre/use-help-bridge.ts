// The portal's side of the bridge with the help page (second file §3): it listens to messages only
// from the configured help-centre origin and from the iframe's window (decidePortalReply), answers an
// access-token request with the help centre's current token (grant) or a deny, hears ready and
// error, and sends `init` to that origin once the frame has loaded. Nothing else reaches the page.
import { BRIDGE_SOURCE, decidePortalReply, originOf } from "@domain/help-centre";
import { useLingui } from "@lingui/react";
import type { HelpCentreActor } from "@machines/app/app.machine";
import { selectHelpHost, selectHelpToken, selectHelpVendorId } from "@machines/help-centre/help-centre.selectors";
import { useSelector } from "@xstate/react";
import { type RefObject, useCallback, useEffect } from "react";

export function useHelpBridge(helpCentre: HelpCentreActor, frame: RefObject<HTMLIFrameElement | null>) {
  // The origin the bridge talks to: the configured help-centre host, or this portal's own origin.
  const helpHost = useSelector(helpCentre, selectHelpHost);
  const helpOrigin = helpHost === null ? null : originOf(helpHost || window.location.origin);
  const { i18n } = useLingui();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      const decision = decidePortalReply(event, helpOrigin, selectHelpToken(helpCentre.getSnapshot()));
      if (decision.kind === "reply" && helpOrigin) target.postMessage(decision.message, helpOrigin);
      else if (decision.kind === "error") console.warn(`help centre: ${decision.message}`);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [helpCentre, frame, helpOrigin]);

  return useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target || !helpOrigin) return;
    target.postMessage({ source: BRIDGE_SOURCE, type: "init", locale: i18n.locale, vendorId: selectHelpVendorId(helpCentre.getSnapshot()) ?? "" }, helpOrigin);
  }, [frame, helpOrigin, helpCentre, i18n]);
}
