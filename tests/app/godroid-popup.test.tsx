// @vitest-environment happy-dom
// godroid-popup (issue 13, item 5): the notice shows only in GODROID mode with the flag on, names
// the vendor the partner app chose, and closes with its button.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages as en } from "../../src/app/locales/en/messages.po";
import { GodroidNotice } from "../../src/app/components/godroid-notice";
import { showsGodroidPopup } from "../../src/app/components/godroid-popup";

beforeAll(() => {
  i18n.load({ en });
  i18n.activate("en");
});
afterEach(cleanup);

describe("godroid-popup", () => {
  it("only in GODROID mode, and only with the flag", () => {
    expect(showsGodroidPopup("godroid", true)).toBe(true);
    expect(showsGodroidPopup("godroid", false)).toBe(false);
    for (const kind of ["classic", "guest", "signedOut"] as const) expect(showsGodroidPopup(kind, true)).toBe(false);
  });

  it("names the vendor and closes with its button", () => {
    const onClose = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <GodroidNotice opened vendorName="Nørrebro Pizza" onClose={onClose} />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(screen.getByText(/Riders you request here are for Nørrebro Pizza\./)).toBeTruthy();
    fireEvent.click(screen.getByTestId("godroid-popup-ok"));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
