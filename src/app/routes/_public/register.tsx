// /register is hidden (redirects to /) when deactivate-sign-up-button is on.
import { createFileRoute } from "@tanstack/react-router";
import { RegisterPage } from "../../features/auth/register-page";
import { redirectWhenFlag } from "../../guards";

export const Route = createFileRoute("/_public/register")({
  beforeLoad: ({ context }) => redirectWhenFlag(context, "deactivate-sign-up-button"),
  component: RegisterPage,
});
