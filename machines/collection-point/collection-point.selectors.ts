// Selectors of the collection point dialog: what the view shows and may do.
import { COLLECTION_POINT_TEXTS, type CollectionPointField, type CollectionPointKey } from "@domain/outlets/collection-point";
import type { SnapshotFrom } from "xstate";
import type { collectionPointMachine } from "./collection-point.machine";

type Snapshot = SnapshotFrom<typeof collectionPointMachine>;

/** Map zooms of core §9: 17 with a chosen outlet location, 12 around the parent's location. */
export const COLLECTION_POINT_ZOOM = { outlet: 17, parent: 12 } as const;
/** Copenhagen's centre, when neither the outlet nor its parent has coordinates. */
const FALLBACK_CENTER = { lat: 55.6761, lng: 12.5683 };

export const selectDialogOpen = (s: Snapshot) => s.matches("open");
export const selectIsEditMode = (s: Snapshot) => s.context.form.isEditMode;
export const selectForm = (s: Snapshot) => s.context.form;
export const selectErrors = (s: Snapshot) => s.context.errors;
export const selectFieldError = (s: Snapshot, field: CollectionPointField): CollectionPointKey | null => s.context.errors[field] ?? null;
export const selectParents = (s: Snapshot) => s.context.parents;
/** The parent select is shown only with more than one parent. */
export const selectShowsParentSelect = (s: Snapshot) => s.context.parents.length > 1;
export const selectSuggestions = (s: Snapshot) => s.context.suggestions;
/** The save is under way (tag loading on `saving`). */
export const selectIsSaving = (s: Snapshot) => s.matches({ open: "saving" });
export const selectIsSearching = (s: Snapshot) => s.hasTag("searching");
/** A place is being read or the marker's address looked up. */
export const selectIsLocating = (s: Snapshot) => s.matches({ open: { editing: "fetchingPlace" } }) || s.matches({ open: { editing: "reversing" } });
export const selectCanSubmit = (s: Snapshot) => s.can({ type: "CP.SUBMITTED" });
/** The platform's refusal of the last save: its key (when the catalog may know it) and message. */
export const selectFailure = (s: Snapshot) => s.context.failure;
/** The English text of a rule's key (the catalogs translate the key; this is the source text). */
export const ruleText = (key: CollectionPointKey) => COLLECTION_POINT_TEXTS[key];

/** The map: on the outlet's location (zoom 17) with its marker, else around the parent (zoom 12). */
export function selectMapView(s: Snapshot): { center: { lat: number; lng: number }; zoom: number; marker: { lat: number; lng: number } } {
  const { form, pin, parents } = s.context;
  const at = pin ?? form.location;
  if (at) {
    const point = { lat: at.latitude, lng: at.longitude };
    return { center: point, zoom: COLLECTION_POINT_ZOOM.outlet, marker: point };
  }
  const l = parents.find((p) => p.vendor_id === form.parentVendorId)?.vendor_information.location;
  const center = l && l.latitude !== null && l.longitude !== null ? { lat: l.latitude, lng: l.longitude } : FALLBACK_CENTER;
  return { center, zoom: COLLECTION_POINT_ZOOM.parent, marker: center };
}
