// The hook every view shows a phone number with: the one rule of src/domain/phone.ts (the country's
// national format for its own numbers, else international; tel: links in E.164).
// The rule needs libphonenumber and its metadata (~20 KB gz), which no page needs before it is usable
// (issue 14): the first view that shows a phone loads it, and until it is there a number is shown as
// stored (E.164, as the platform keeps it) with a tel: link of its digits; the views then re-render.
import { useSyncExternalStore } from "react";
import { useConfig } from "../app-context";
import { loadOnce } from "../services/load-once";

const phoneRules = loadOnce(() => import("@domain/phone"));

/** The view re-renders once the rules came (a failed import is tried again by the next view). */
function subscribe(changed: () => void): () => void {
  let subscribed = true;
  if (!phoneRules.current())
    phoneRules.load().then(
      () => subscribed && changed(),
      () => {},
    );
  return () => {
    subscribed = false;
  };
}

const loadedRules = () => phoneRules.current();
const asStored = (phone: string) => ({ text: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` });

/** `(phone) => { text, href }` for the deployment's country. */
export function usePhone(): (phone: string) => { text: string; href: string } {
  const { country } = useConfig();
  const rules = useSyncExternalStore(subscribe, loadedRules, loadedRules);
  return (phone) => (rules ? { text: rules.formatPhone(phone, country), href: rules.telHref(phone, country) } : asStored(phone));
}
