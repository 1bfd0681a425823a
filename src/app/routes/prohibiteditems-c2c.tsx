import { createFileRoute } from "@tanstack/react-router";
import { ProhibitedItemsPage } from "../features/public/public-pages";

export const Route = createFileRoute("/prohibiteditems-c2c")({
  component: ProhibitedItemsPage,
});
