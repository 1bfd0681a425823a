// Messages of the collection point dialog whose ids are the domain's keys (core §5 rules, §8 saved
// and refused): the form shows the rule of a field, the toasts the saved and refused messages.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { CollectionPointKey } from "@domain/outlets/collection-point";

export const COLLECTION_POINT_MESSAGES: Record<CollectionPointKey, MessageDescriptor> = {
  "collection-point.validation.client-vendor-id": msg({ id: "collection-point.validation.client-vendor-id", message: "Please enter collection point ID" }),
  "collection-point.validation.label": msg({ id: "collection-point.validation.label", message: "Please enter label" }),
  "collection-point.validation.phone": msg({ id: "collection-point.validation.phone", message: "Please enter phone number" }),
  "collection-point.validation.address": msg({ id: "collection-point.validation.address", message: "Please select pickup address" }),
  "collection-point.validation.email": msg({ id: "collection-point.validation.email", message: "Please enter a valid email" }),
  "collection-point.saved": msg({ id: "collection-point.saved", message: "The collection point has been saved successfully" }),
  "collection-point.saved.add-note": msg({
    id: "collection-point.saved.add-note",
    message: "The collection point has been saved successfully. It takes a few minutes before it is available.",
  }),
  "collection-point.error.duplicate-id": msg({ id: "collection-point.error.duplicate-id", message: "This collection point ID is already in use. Please choose another one." }),
  "collection-point.error.not-editable": msg({ id: "collection-point.error.not-editable", message: "This collection point cannot be edited." }),
  "collection-point.error.not-parent-owner": msg({
    id: "collection-point.error.not-parent-owner",
    message: "Only owners of the parent vendor can add or edit its collection points.",
  }),
  "collection-point.error.save-failed": msg({ id: "collection-point.error.save-failed", message: "We could not save the collection point." }),
};
