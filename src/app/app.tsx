// The React tree of the portal: Lingui, the text direction, Mantine (brand theme, notifications at
// the bottom left, mounted with the first toast), the root app actor and the router.
import { I18nProvider } from "@lingui/react";
import { DirectionProvider, MantineProvider, type MantineThemeOverride } from "@mantine/core";
import { RouterProvider } from "@tanstack/react-router";
import { DirectionSync } from "./components/direction-sync";
import { NotificationsHost } from "./components/notifications-host";
import { directionOf, i18n } from "./i18n";
import { type AppActor, AppProvider } from "./app-context";
import type { AppRouter } from "./router";

export function App(props: { app: AppActor; router: AppRouter; theme: MantineThemeOverride; now?: () => number }) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(i18n.locale)} detectDirection={false}>
        <MantineProvider theme={props.theme}>
          <DirectionSync />
          <NotificationsHost />
          <AppProvider app={props.app} now={props.now}>
            <RouterProvider router={props.router} />
          </AppProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
