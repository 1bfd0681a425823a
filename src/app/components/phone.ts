// The hook every view shows a phone number with: the one rule of src/domain/phone.ts (the country's
// national format for its own numbers, else international; tel: links in E.164).
import { formatPhone, telHref } from "@domain/phone";
import { useConfig } from "../app-context";

/** `(phone) => { text, href }` for the deployment's country. */
export function usePhone(): (phone: string) => { text: string; href: string } {
  const { country } = useConfig();
  return (phone) => ({ text: formatPhone(phone, country), href: telHref(phone, country) });
}
