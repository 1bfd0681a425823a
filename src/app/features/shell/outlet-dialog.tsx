// The add/edit collection point dialog (core §2): a modal whose state is the collectionPoint
// machine's (open, editing vs adding, saving). The form itself, with its map, is a chunk of its own
// (outlet-form.tsx), loaded when the dialog first opens. Rendered once by the top bar; the branch
// selector's pencil and add buttons open it.
import { useLingui } from "@lingui/react/macro";
import { selectDialogOpen, selectIsEditMode, selectIsSaving } from "@machines/collection-point/collection-point.selectors";
import { Loader, Modal, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useChild, usePartSelector } from "../../app-context";
import { useInertBackground } from "../../components/confirm-dialog";
import { useOpenedAfterMount } from "../../components/use-once-true";

const OutletForm = lazy(() => import("./outlet-form"));

export function OutletDialog() {
  const { t } = useLingui();
  // Rendered once the root spawned the machine (the top bar shows it after the first opening).
  const actor = useChild("collectionPoint");
  const opened = useOpenedAfterMount(usePartSelector(actor, selectDialogOpen, false));
  const editing = usePartSelector(actor, selectIsEditMode, false);
  const saving = usePartSelector(actor, selectIsSaving, false);
  const narrow = useMediaQuery("(max-width: 36em)") ?? false;
  useInertBackground(opened);
  const close = () => {
    if (!saving) actor?.send({ type: "CP.CLOSED" });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? t({ id: "outlet.dialog.edit-title", message: "Edit collection point" }) : t({ id: "outlet.dialog.add-title", message: "Add collection point" })}
      size="lg"
      fullScreen={narrow}
      closeButtonProps={{ "aria-label": t({ id: "common.close", message: "Close" }) }}
      data-testid="outlet-dialog"
      // A sticky header would cover the map's controls while the form scrolls (axe target-size).
      styles={{ header: { position: "static" } }}
    >
      <Suspense
        fallback={
          <Stack align="center" p="lg">
            <Loader size="sm" aria-label={t({ id: "outlet.dialog.loading", message: "Loading the form…" })} />
          </Stack>
        }
      >
        {opened && actor ? <OutletForm actor={actor} onCancel={close} /> : null}
      </Suspense>
    </Modal>
  );
}
