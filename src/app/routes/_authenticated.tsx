// Authenticated routes: / when the session is not valid (each child adds its own feature rule).
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireAccess } from "../guards";

export const Route = createFileRoute("/_authenticated")({
  beforeLoad: ({ context }) => requireAccess(context),
  component: Outlet,
});
