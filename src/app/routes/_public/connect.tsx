import { createFileRoute } from "@tanstack/react-router";
import { ConnectPage } from "../../features/auth/connect-page";
import { ConnectSearch } from "../../search-params";

export const Route = createFileRoute("/_public/connect")({
  validateSearch: ConnectSearch,
  component: function Connect() {
    const { verified } = Route.useSearch();
    return <ConnectPage verified={verified} />;
  },
});
