// Outcome table of the app machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import { partId, publicPartOf } from "@machines/app/app.parts";
import type { OutcomeTable } from "../../support/outcomes";

export const appOutcomes: OutcomeTable = {
  states: {
    "app.flags": { enteredBy: ["xstate.init"] },
    "app.viewer": { enteredBy: ["xstate.init"] },
    "app.viewer.waitingForFlags": { enteredBy: ["xstate.init"] },
    "app.viewer.known": { enteredBy: ["flags.updated"] },
    "app.viewer.known.starting": { enteredBy: ["flags.updated"] },
    "app.viewer.known.signedOut": { enteredBy: ["SESSION.CHANGED"] },
    "app.viewer.known.classic": { enteredBy: ["SESSION.CHANGED"] },
    "app.viewer.known.godroid": { enteredBy: ["SESSION.CHANGED"] },
    "app.viewer.known.guest": { enteredBy: ["SESSION.CHANGED"] },
    "app.page": { enteredBy: ["xstate.init"] },
    "app.page.unknown": { enteredBy: ["xstate.init"] },
    "app.page.landing": { enteredBy: ["PAGE.CHANGED"] },
    "app.page.connect": { enteredBy: ["PAGE.CHANGED"] },
    "app.page.register": { enteredBy: ["PAGE.CHANGED"] },
    "app.page.forgotPassword": { enteredBy: ["PAGE.CHANGED"] },
    "app.page.request": { enteredBy: ["PAGE.CHANGED"] },
    "app.page.tracking": { enteredBy: ["PAGE.CHANGED"] },
    "app.page.history": { enteredBy: ["PAGE.CHANGED"] },
    "app.page.other": { enteredBy: ["PAGE.CHANGED"] },
    "app.vendorRoute": { enteredBy: ["xstate.init"] },
    "app.orderSide": { enteredBy: ["xstate.init"] },
    "app.orderSide.idle": { enteredBy: ["SESSION.CHANGED", "xstate.init"] },
    "app.orderSide.waitingForPage": { enteredBy: ["SESSION.CHANGED"] },
    "app.orderSide.afterPaint": { enteredBy: ["BULK.CHANGED", "PAGE.CHANGED", "SESSION.CHANGED", "VENDORS.CHANGED", "request.usable"] },
    "app.orderSide.loading": { enteredBy: ["PAGE.CHANGED", "SESSION.CHANGED", "xstate.done.actor.waitForPaint"] },
    "app.orderSide.failed": { enteredBy: ["xstate.error.actor.loadOrderSide"] },
    "app.orderSide.loaded": { enteredBy: ["xstate.done.actor.loadOrderSide"] },
    "app.orderSide.loaded.channel": { enteredBy: ["xstate.done.actor.loadOrderSide"] },
    "app.orderSide.loaded.channel.deciding": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "app.orderSide.loaded.channel.closed": { enteredBy: ["SESSION.CHANGED", "VENDORS.CHANGED", "session.loggedOut", "xstate.done.actor.loadOrderSide"] },
    "app.orderSide.loaded.channel.open": { enteredBy: ["SESSION.CHANGED", "VENDORS.CHANGED", "xstate.done.actor.loadOrderSide"] },
    "app.orderSide.loaded.store": { enteredBy: ["xstate.done.actor.loadOrderSide"] },
    // The details side: loaded when the tracking view first shows an order.
    "app.detailsSide": { enteredBy: ["xstate.init"] },
    "app.detailsSide.idle": { enteredBy: ["xstate.error.actor.loadDetailsSide", "xstate.init"] },
    "app.detailsSide.loading": { enteredBy: ["trackingView.orderShown"] },
    "app.detailsSide.loaded": { enteredBy: ["xstate.done.actor.loadDetailsSide"], facts: (c) => c.detailsSide !== null || "loaded spawns the details side" },
    // The history side: loaded when the history page is shown (the store's load may come first or after).
    "app.historySide": { enteredBy: ["xstate.init"] },
    "app.historySide.idle": { enteredBy: ["xstate.init"] },
    "app.historySide.loading": { enteredBy: ["PAGE.CHANGED"] },
    "app.historySide.failed": { enteredBy: ["xstate.error.actor.loadHistorySide"] },
    "app.historySide.loaded": { enteredBy: ["xstate.done.actor.loadHistorySide"] },
    "app.historySide.loaded.waitingForStore": { enteredBy: ["xstate.done.actor.loadHistorySide"] },
    "app.historySide.loaded.open": { enteredBy: ["xstate.done.actor.loadHistorySide", "xstate.done.actor.loadOrderSide"] },
    "app.requestSide": { enteredBy: ["xstate.init"] },
    "app.requestSide.idle": { enteredBy: ["xstate.init"] },
    // The request page shown, or the router starting to load it (its chunk comes with the route's; issue 14).
    "app.requestSide.loading": { enteredBy: ["PAGE.CHANGED", "ROUTE.VENDOR"] },
    "app.requestSide.failed": { enteredBy: ["xstate.error.actor.loadRequestSide"] },
    "app.requestSide.loaded": { enteredBy: ["xstate.done.actor.loadRequestSide"] },
    "app.requestSide.loaded.open": { enteredBy: ["xstate.done.actor.loadRequestSide"] },
    "app.guestEntry": { enteredBy: ["xstate.init"] },
    "app.guestEntry.idle": { enteredBy: ["SESSION.CHANGED", "after guestEntryTimeout", "xstate.init"] },
    "app.guestEntry.waiting": { enteredBy: ["GUEST.CHOSEN"] },
    "app.notices": { enteredBy: ["xstate.init"] },
    "app.bulkSide": { enteredBy: ["xstate.init"] },
    "app.bulkSide.idle": { enteredBy: ["xstate.init"] },
    "app.bulkSide.loading": { enteredBy: ["PAGE.CHANGED"] },
    "app.bulkSide.failed": { enteredBy: ["xstate.error.actor.loadBulkSide"] },
    "app.bulkSide.loaded": { enteredBy: ["xstate.done.actor.loadBulkSide"] },
    // The signed-out side's chunk: loaded by the first signed-out page or guest session; a failed load
    // is tried again by the next one.
    "app.signedOutSide": { enteredBy: ["xstate.init"] },
    "app.signedOutSide.idle": { enteredBy: ["xstate.init"] },
    "app.signedOutSide.loading": { enteredBy: ["PAGE.CHANGED", "SESSION.CHANGED"] },
    "app.signedOutSide.failed": { enteredBy: ["xstate.error.actor.loadSignedOutSide"] },
    "app.signedOutSide.loaded": {
      enteredBy: ["xstate.done.actor.loadSignedOutSide"],
      facts: [(c) => c.signedOut != null || "the side's machines are kept", (c) => c.guestRegisterRef != null || "the guestRegister child is spawned"],
    },
    // The collection point dialog's chunk: loaded on the first OUTLET.OPENED, which it then opens; a
    // failed load (or a logout while loading) is back to idle and tried again on the next opening.
    "app.collectionPointSide": { enteredBy: ["xstate.init"] },
    "app.collectionPointSide.idle": { enteredBy: ["xstate.init", "session.loggedOut", "xstate.error.actor.loadCollectionPointSide"] },
    "app.collectionPointSide.loading": { enteredBy: ["OUTLET.OPENED"], facts: (c) => c.outletOpening !== null || "loads for an opening" },
    "app.collectionPointSide.loaded": {
      enteredBy: ["xstate.done.actor.loadCollectionPointSide"],
      facts: [(c) => c.collectionPointRef != null || "the collectionPoint child is spawned", (c) => c.outletOpening === null || "the opening was handed over"],
    },
    // The help centre's chunk: loaded on the first HELP.OPENED a classic user with the flag may make; a
    // failed load (or HELP.CLOSED while loading) is back to idle and tried again on the next opening.
    "app.helpSide": { enteredBy: ["xstate.init"] },
    "app.helpSide.idle": { enteredBy: ["xstate.init", "HELP.CLOSED", "session.loggedOut", "xstate.error.actor.loadHelpSide"] },
    "app.helpSide.loading": { enteredBy: ["HELP.OPENED"], facts: (c) => c.helpOpening !== null || "loads for an opening" },
    // The parts of a page (app.parts.ts): children without states of their own region; what is open is context.
    "app.parts": {
      enteredBy: ["xstate.init"],
      facts: [
        (c) => Object.values(c.parts as Record<string, number>).every((held) => held > 0) || "only parts some view holds are open",
        (c) => Object.keys(c.pendingParts as Record<string, unknown>).every((id) => (c.parts as Record<string, number>)[id] > 0) || "only held parts wait for their chunk",
        (c) => {
          const shown = publicPartOf(c.page.pathname);
          return c.publicPart === (shown ? partId(shown.part, shown.key) : null) || "the recipient's page part is the path's";
        },
      ],
    },
    // The lazy parts' chunks (app.parts.ts PART_GROUP): the public ones on the first recipient's path, the
    // order ones on the first opening of one of them; a failure is tried again by the next one.
    "app.publicParts": { enteredBy: ["xstate.init"] },
    "app.publicParts.idle": { enteredBy: ["xstate.init"] },
    "app.publicParts.loading": { enteredBy: ["PAGE.CHANGED"] },
    "app.publicParts.failed": { enteredBy: ["xstate.error.actor.loadPublicParts"] },
    "app.publicParts.loaded": { enteredBy: ["xstate.done.actor.loadPublicParts"], facts: (c) => !!c.partLogic.publicTracking || "the public parts' machines are kept" },
    "app.orderParts": { enteredBy: ["xstate.init"] },
    "app.orderParts.idle": { enteredBy: ["xstate.init"] },
    "app.orderParts.loading": { enteredBy: ["PART.OPENED"] },
    "app.orderParts.failed": { enteredBy: ["xstate.error.actor.loadOrderParts"] },
    "app.orderParts.loaded": {
      enteredBy: ["xstate.done.actor.loadOrderParts"],
      facts: [(c) => !!c.partLogic.orderProof || "the order parts' machines are kept", (c) => Object.keys(c.pendingParts).length === 0 || "what waited is spawned"],
    },
    "app.helpSide.loaded": { enteredBy: ["xstate.done.actor.loadHelpSide"], facts: (c) => c.helpCentreRef != null || "the helpCentre child is spawned" },
  },
};
