// The collection point form (core §2, §3, §5): parent vendor (only with more than one parent; locked
// when editing), collection point ID (locked when editing), label, the address with suggestions and
// a map whose draggable 65 × 65 marker is reverse geocoded (zoom 17 on the outlet, 12 around the
// parent), unit number, building, phone (digits and + only), rider notes and the owner e-mails
// (add and remove; empty allowed). Everything it shows comes from the collectionPoint machine's
// selectors; every change is an event. A submit that leaves errors focuses the first invalid field.
import type { GeolocatorPlace } from "@domain/contract";
import type { CollectionPointKey } from "@domain/outlets/collection-point";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CollectionPointActor } from "@machines/app/app.machine";
import {
  selectErrors,
  selectFailure,
  selectForm,
  selectIsLocating,
  selectIsSaving,
  selectIsSearching,
  selectMapView,
  selectParents,
  selectShowsParentSelect,
  selectSuggestions,
} from "@machines/collection-point/collection-point.selectors";
import type { CollectionPointTextField } from "@machines/collection-point/collection-point.machine";
import { ActionIcon, Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconAlertCircle, IconMapPinCheck, IconPlus, IconTrash } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { useRef } from "react";
import { LazyMap } from "../../components/map";
import { focusFirstInvalid } from "../../components/focus-first-error";
import { translateKey } from "../../i18n";
import { AddressCombobox } from "../../components/address-combobox";
import { COLLECTION_POINT_MESSAGES } from "./outlet-messages";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export default function OutletForm(props: { actor: CollectionPointActor; onCancel: () => void }) {
  const { actor } = props;
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSelector(actor, selectForm, sameJson);
  const errors = useSelector(actor, selectErrors, sameJson);
  const parents = useSelector(actor, selectParents, sameJson);
  const showParents = useSelector(actor, selectShowsParentSelect);
  const suggestions = useSelector(actor, selectSuggestions, sameJson);
  const searching = useSelector(actor, selectIsSearching);
  const locating = useSelector(actor, selectIsLocating);
  const saving = useSelector(actor, selectIsSaving);
  const failure = useSelector(actor, selectFailure, sameJson);
  const map = useSelector(actor, selectMapView, sameJson);
  const editing = form.isEditMode;

  const message = (key: CollectionPointKey | undefined) => (key ? i18n._(COLLECTION_POINT_MESSAGES[key]) : undefined);
  const field = (name: CollectionPointTextField) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => actor.send({ type: "CP.FIELD_CHANGED", field: name, value: e.currentTarget.value }),
  });
  const pick = (id: string) => {
    const place = suggestions.find((p: GeolocatorPlace) => p.address.id === id);
    if (place) actor.send({ type: "CP.SUGGESTION_PICKED", place });
  };
  const markerLabel = t({ id: "outlet.form.marker", message: "Collection point: drag the pin, or use the arrow keys and Enter" });

  return (
    <form
      ref={formRef}
      noValidate
      data-testid="outlet-form"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: "CP.SUBMITTED" });
        focusFirstInvalid(formRef.current);
      }}
    >
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="outlet-failure">
            {failure.key ? translateKey(failure.key, undefined, failure.message) : failure.message}
          </Alert>
        ) : null}
        {showParents ? (
          <Select
            label={t({ id: "outlet.form.parent", message: "Parent vendor" })}
            data={parents.map((p) => ({ value: p.vendor_id, label: `${p.vendor_information.name} - ${p.vendor_id}` }))}
            value={form.parentVendorId || null}
            onChange={(value) => value && actor.send({ type: "CP.FIELD_CHANGED", field: "parentVendorId", value })}
            allowDeselect={false}
            disabled={editing}
            comboboxProps={{ withinPortal: false }}
            data-testid="outlet-parent"
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t({ id: "outlet.form.client-vendor-id", message: "Collection point ID" })}
            required
            disabled={editing}
            error={message(errors.clientVendorId)}
            dir="ltr"
            data-testid="outlet-client-vendor-id"
            {...field("clientVendorId")}
          />
          <TextInput label={t({ id: "outlet.form.label", message: "Label" })} dir="auto" required error={message(errors.name)} data-testid="outlet-label" {...field("name")} />
        </SimpleGrid>
        <AddressCombobox
          label={t({ id: "outlet.form.address", message: "Pickup address" })}
          description={t({ id: "outlet.form.address-help", message: "Choose the address from the suggestions, or drag the pin on the map." })}
          value={form.addressText}
          suggestions={suggestions.map((p) => ({ kind: "place" as const, id: p.address.id, label: p.address.formatted_address, latitude: p.address.latitude, longitude: p.address.longitude }))}
          searching={searching}
          busy={locating}
          noResults={!searching && form.addressText.trim() !== "" && suggestions.length === 0 && form.location === null}
          error={message(errors.location)}
          required
          testId="outlet-address"
          onType={(text) => actor.send({ type: "CP.ADDRESS_TYPED", text })}
          onPick={(s) => pick(s.id)}
        />
        {form.location ? (
          <Group gap={6} data-testid="outlet-located">
            <IconMapPinCheck size={18} aria-hidden color="var(--mantine-color-green-9)" />
            <Text size="sm">
              {[form.location.street && `${form.location.street} ${form.location.streetNumber}`.trim(), `${form.location.zipcode} ${form.location.city}`.trim()]
                .filter(Boolean)
                .join(", ")}
            </Text>
          </Group>
        ) : null}
        <LazyMap
          center={map.center}
          zoom={map.zoom}
          height={240}
          testId="outlet-map"
          label={t({ id: "outlet.form.map", message: "Map of the collection point" })}
          markers={[{ id: "outlet", kind: "outlet", lat: map.marker.lat, lng: map.marker.lng, label: markerLabel, draggable: true }]}
          onMarkerDragEnd={(_id, position) => actor.send({ type: "CP.MARKER_MOVED", latitude: position.lat, longitude: position.lng })}
        />
        <SimpleGrid cols={{ base: 2 }} spacing="sm">
          <TextInput label={t({ id: "outlet.form.unit", message: "Unit number" })} data-testid="outlet-unit" {...field("unitNo")} />
          <TextInput label={t({ id: "outlet.form.building", message: "Building" })} data-testid="outlet-building" {...field("building")} />
        </SimpleGrid>
        <TextInput
          label={t({ id: "outlet.form.phone", message: "Phone" })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          required
          error={message(errors.phone)}
          data-testid="outlet-phone"
          {...field("phone")}
        />
        <Textarea label={t({ id: "outlet.form.rider-notes", message: "Notes for the rider" })} autosize minRows={2} dir="auto" data-testid="outlet-rider-notes" {...field("riderInstructions")} />
        <Stack gap={6} role="group" aria-labelledby="outlet-owners-title">
          <Text id="outlet-owners-title" size="sm" fw={500}>
            <Trans id="outlet.form.owners">Owner e-mails</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans id="outlet.form.owners-help">These users can see this collection point and request riders for it.</Trans>
          </Text>
          {form.owners.map((owner, index) => {
            const n = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the owner rows are positions in the list the machine keeps
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  type="email"
                  dir="ltr"
                  autoComplete="off"
                  aria-label={t({ id: "outlet.form.owner", message: `Owner e-mail ${n}` })}
                  value={owner}
                  error={message(errors[`owners.${index}`])}
                  data-testid={`outlet-owner-${index}`}
                  onChange={(e) => actor.send({ type: "CP.OWNER_CHANGED", index, value: e.currentTarget.value })}
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  mt={1}
                  aria-label={t({ id: "outlet.form.owner-remove", message: `Remove owner e-mail ${n}` })}
                  data-testid={`outlet-owner-remove-${index}`}
                  onClick={() => actor.send({ type: "CP.OWNER_REMOVED", index })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} data-testid="outlet-owner-add" onClick={() => actor.send({ type: "CP.OWNER_ADDED" })}>
              <Trans id="outlet.form.owner-add">Add owner e-mail</Trans>
            </Button>
          </Group>
        </Stack>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onCancel} disabled={saving} data-testid="outlet-cancel">
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving} data-testid="outlet-save">
            <Trans id="outlet.form.save">Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
