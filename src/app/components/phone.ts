// The hook every view shows a phone number with: the one rule of src/domain/phone.ts (the country's
// national format for its own numbers, else international; tel: links in E.164).
// The rule needs libphonenumber and its metadata (~20 KB gz), which no page needs before it is usable
// (issue 14): the first view that shows a phone loads it, and until it is there a number is shown as
// stored (E.164, as the platform keeps it) with a tel: link of its digits; the views then re-render.
import { useSyncExternalStore } from "react";
import { useConfig } from "../app-context";

type PhoneRules = typeof import("@domain/phone");

let rules: PhoneRules | null = null;
let loading: Promise<void> | null = null;
const waiting = new Set<() => void>();

function subscribe(changed: () => void): () => void {
  waiting.add(changed);
  if (!rules && !loading) {
    loading = import("@domain/phone").then(
      (loaded) => {
        rules = loaded;
        for (const w of waiting) w();
      },
      () => {
        loading = null; // offline: the next view that shows a phone tries again
      },
    );
  }
  return () => waiting.delete(changed);
}

const loadedRules = () => rules;
const asStored = (phone: string) => ({ text: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` });

/** `(phone) => { text, href }` for the deployment's country. */
export function usePhone(): (phone: string) => { text: string; href: string } {
  const { country } = useConfig();
  const phoneRules = useSyncExternalStore(subscribe, loadedRules, loadedRules);
  return (phone) => (phoneRules ? { text: phoneRules.formatPhone(phone, country), href: phoneRules.telHref(phone, country) } : asStored(phone));
}
