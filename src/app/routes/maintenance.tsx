import { selectAppFlags } from "@machines/app/app.selectors";
import { createFileRoute } from "@tanstack/react-router";
import { MaintenancePage } from "../features/app-services/maintenance-page";

export const Route = createFileRoute("/maintenance")({
  component: function Maintenance() {
    const planned = Route.useRouteContext({ select: (c) => selectAppFlags(c.app.getSnapshot()).planned_maintenance });
    return <MaintenancePage planned={planned} />;
  },
});
