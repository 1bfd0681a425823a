// Root route: waits for the session and flags, applies the maintenance takeover, and lays out the
// page: skip link, navigation bar (hidden on /tracking), the main landmark and the app services.
import { selectIsMaintenance } from "@machines/app/app.selectors";
import { Box } from "@mantine/core";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { MAIN_CONTENT_ID, SkipLink } from "../components/skip-link";
import { NotFoundPage } from "../features/app-services/not-found-page";
import { hidesNavigation } from "../features/shell/vendor-paths";
import { TopBar } from "../features/shell/top-bar";
import { WelcomeHost } from "../features/help-centre/welcome-host";
import { GuestRegisterHost } from "../features/auth/guest-register-host";
import { maintenanceRedirect, type RouterContext, whenSettled } from "../guards";

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    await whenSettled(context);
    maintenanceRedirect(context, location.pathname);
    return { maintenance: selectIsMaintenance(context.app.getSnapshot()) };
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const maintenance = Route.useRouteContext({ select: (c) => c.maintenance });
  return (
    <>
      <SkipLink />
      {hidesNavigation(pathname) ? null : <TopBar minimal={maintenance} />}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <Outlet />
      </Box>
      <WelcomeHost />
      <GuestRegisterHost />
    </>
  );
}
