// After a submit that leaves errors, keyboard and screen-reader users are taken to the first
// invalid field (WCAG 3.3.1: errors are identified where they are).
export function focusFirstInvalid(form: HTMLElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}
