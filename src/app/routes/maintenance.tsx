import { createFileRoute } from "@tanstack/react-router";
import { MaintenancePage } from "../features/app-services/maintenance-page";

export const Route = createFileRoute("/maintenance")({
  component: function Maintenance() {
    const planned = Route.useRouteContext({ select: (c) => c.flags.getSnapshot().context.flags.planned_maintenance });
    return <MaintenancePage planned={planned} />;
  },
});
