// Branch (outlet) selector: the user's vendors as "name - id", parent vendors in bold; a pencil to
// edit the selected outlet (one whose parent the user owns) and a button to add one (flags edit-vendor-outlet / add-vendor-outlet
// and a user with a parent vendor); and the "include all outlets orders" toggle for parent vendors
// (country parameter allOutletOrders), shown to users with a parent vendor and disabled on the
// request page or for a non-parent outlet. The pencil and add button open the collection point
// dialog (outlet-dialog.tsx): the root (OUTLET.OPENED) loads the collectionPoint machine the first
// time and opens it.
// The list is a native <select> (Mantine NativeSelect): every page shows this selector, and a native
// one needs none of the combobox, popover and floating-ui code (~30 KB gz) in the first load (issue 14);
// it is keyboard-usable with type-ahead, and phones show their own picker. The pencil and add buttons
// say what they do by their name and a native hint (title) instead of a Tooltip.
import { canAddOutlet, canEditOutlet, isEditableVendorId } from "@domain/vendors";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  selectCanShowAllOutletsToggle,
  selectIsAllOutletsToggleDisabled,
  selectOutletToggleValue,
  selectSelectedVendor,
  selectUserHasParent,
  selectVendorOptions,
  selectVendors,
} from "@machines/vendors/vendors.selectors";
import { ActionIcon, Group, NativeSelect, Switch } from "@mantine/core";
import { IconBuildingStore, IconPencil, IconPlus } from "@tabler/icons-react";
import { useRouterState } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useAppActor, useChild } from "../../app-context";
import { useFlags } from "../../components/use-session-view";
import { useSelectVendor } from "./use-select-vendor";

export function BranchSelector(props: { layout: "bar" | "drawer" }) {
  const { t } = useLingui();
  const vendors = useChild("vendors");
  const flags = useFlags();
  const options = useSelector(vendors, selectVendorOptions, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const selected = useSelector(vendors, selectSelectedVendor);
  const hasParent = useSelector(vendors, selectUserHasParent);
  const allVendors = useSelector(vendors, selectVendors);
  const app = useAppActor();
  const selectVendor = useSelectVendor();
  const parents = new Set(options.filter((o) => o.isParent).map((o) => o.value));
  const parentVendors = allVendors.filter((v) => v.is_parent);
  // The pencil edits the selected outlet when the user owns its parent (a parent itself is no outlet).
  const editable = !!selected && !!selected.parent_vendor_id && parents.has(selected.parent_vendor_id) && isEditableVendorId(selected.vendor_id);
  const canEdit = canEditOutlet({ flagEdit: flags["edit-vendor-outlet"], userHasParent: hasParent }) && editable;
  const canAdd = canAddOutlet({ flagAdd: flags["add-vendor-outlet"], userHasParent: hasParent });
  const openDialog = (kind: "edit" | "add") => {
    if (kind === "edit" && selected) app.send({ type: "OUTLET.OPENED", opening: { type: "CP.EDIT_OPENED", vendor: selected, parents: parentVendors } });
    else
      app.send({
        type: "OUTLET.OPENED",
        opening: {
          type: "CP.ADD_OPENED",
          parents: parentVendors,
          parentVendorId: selected?.is_parent ? selected.vendor_id : (selected?.parent_vendor_id ?? null),
        },
      });
  };
  const editLabel = t({ id: "outlet.edit", message: "Edit outlet" });
  const addLabel = t({ id: "outlet.add", message: "Add outlet" });
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end" style={{ minWidth: 0 }}>
      <NativeSelect
        data-testid="branch-selector"
        label={t({ id: "branch-selector.label", message: "Branch" })}
        labelProps={props.layout === "bar" ? { className: "visually-hidden" } : undefined}
        leftSection={<IconBuildingStore size={18} aria-hidden />}
        value={selected?.vendor_id ?? ""}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value) selectVendor(value);
        }}
        // The field grows with the viewport; the browser's list is as wide as its longest entry.
        styles={{ input: { fontWeight: selected?.is_parent ? 700 : 400, textOverflow: "ellipsis" } }}
        title={selected ? `${selected.vendor_information.name} - ${selected.vendor_id}` : undefined}
        w={props.layout === "bar" ? "clamp(340px, 34vw, 480px)" : "100%"}
        style={{ flex: props.layout === "drawer" ? 1 : undefined, minWidth: 0 }}
      >
        {selected ? null : <option value="" disabled hidden />}
        {options.map((o) => (
          <option key={o.value} value={o.value} className={parents.has(o.value) ? "vendor-option vendor-option--parent" : "vendor-option"}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      {canEdit ? (
          <ActionIcon variant="default" size="lg" mb={1} aria-label={editLabel} title={editLabel} data-testid="outlet-edit" onClick={() => openDialog("edit")}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
      ) : null}
      {canAdd ? (
          <ActionIcon variant="default" size="lg" mb={1} aria-label={addLabel} title={addLabel} data-testid="outlet-add" onClick={() => openDialog("add")}>
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
      ) : null}
    </Group>
  );
}

export function AllOutletsToggle() {
  const { t } = useLingui();
  const vendors = useChild("vendors");
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onRequestPage = pathname.startsWith("/request-a-rider");
  const visible = useSelector(vendors, selectCanShowAllOutletsToggle);
  const disabled = useSelector(vendors, (s) => selectIsAllOutletsToggleDisabled(s, onRequestPage));
  const value = useSelector(vendors, selectOutletToggleValue);
  if (!visible) return null;
  return (
    <Switch
      data-testid="all-outlets-toggle"
      checked={value}
      disabled={disabled}
      onChange={(e) => vendors.send({ type: "OUTLETS.TOGGLED", value: e.currentTarget.checked, onRequestPage })}
      label={t({ id: "all-orders.toggle", message: "Include all outlets orders" })}
      description={disabled && onRequestPage ? <Trans id="all-orders.toggle.disabled-on-request">Not available while requesting a rider</Trans> : undefined}
    />
  );
}
