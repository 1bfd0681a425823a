// Public-only routes (/, /connect, /register, /forgot-password): signed-in users go to /request-a-rider.
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { redirectSignedIn } from "../guards";

export const Route = createFileRoute("/_public")({
  beforeLoad: ({ context }) => redirectSignedIn(context),
  component: Outlet,
});
