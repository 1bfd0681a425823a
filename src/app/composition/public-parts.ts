// The public parts' chunk (loaded by the root's `loadPublicParts` on the first recipient's path:
// /tracking/{id}, /tracking-c2c/{id}, /delivery-receipt/{id}): the recipient's tracking page and the
// delivery receipt, each provided with its real effects (the public calls, the link's event stream,
// printing). The machines decide; these only do.
import { getDeliveryReceipt, getPublicTracking, publicTrackingStreamUrl } from "@api/calls/public-tracking";
import { PUBLIC_STREAM_EVENT, PublicTrackingSchema } from "@domain/contract/public-tracking";
import type { PublicPartsLoaded } from "@machines/app/app.actors";
import { deliveryReceiptMachine } from "@machines/delivery-receipt/delivery-receipt.machine";
import type { LinkInput, StreamEvent } from "@machines/public-tracking/public-tracking.actors";
import { publicTrackingMachine } from "@machines/public-tracking/public-tracking.machine";
import * as v from "valibot";
import { type EventObject, fromCallback, fromPromise } from "xstate";
import { type AppDeps, openBrowserEventStream } from "./app-deps";

export function loadPublicParts(deps: AppDeps): PublicPartsLoaded {
  const { api } = deps;
  return {
    publicTracking: publicTrackingMachine.provide({
      actors: {
        fetchTracking: fromPromise(({ input, signal }) => getPublicTracking(api, input, signal)),
        // The link's read-only stream: every event parsed by the contract (a malformed one is dropped),
        // a lost stream reported once; stopping the actor closes it.
        followStream: fromCallback<EventObject, LinkInput>(({ input, sendBack }) => {
          const open = deps.openEventStream ?? openBrowserEventStream;
          const stream = open(
            publicTrackingStreamUrl(api, input.publicId),
            {
              event: (_name, data) => {
                try {
                  const parsed = v.safeParse(PublicTrackingSchema, JSON.parse(data));
                  if (parsed.success) sendBack({ type: "STREAM.UPDATE", tracking: parsed.output } satisfies StreamEvent);
                } catch {
                  // not JSON: ignored
                }
              },
              lost: () => sendBack({ type: "STREAM.CLOSED" } satisfies StreamEvent),
            },
            [PUBLIC_STREAM_EVENT],
          );
          return () => stream.close();
        }),
      },
    }),
    deliveryReceipt: deliveryReceiptMachine.provide({
      actors: {
        fetchReceipt: fromPromise(({ input, signal }) => getDeliveryReceipt(api, input, signal)),
        printPage: fromPromise(async () => (deps.print ?? (() => window.print()))()),
      },
    }),
  };
}
