import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "../features/public/public-pages";

export const Route = createFileRoute("/termsandconditions")({
  component: TermsPage,
});
