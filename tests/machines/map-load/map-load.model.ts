// Model of the map-load machine for generated paths: the view asks with an attached element, a
// missing one or a detached one; the load resolves, fails or times out; RETRY.
import { mapLoadMachine } from "@machines/map-load/map-load.machine";
import type { ModelOptions } from "../../support/model-paths";

const request = { styleUrl: "/map/style.json", center: { lat: 55.6761, lng: 12.5683 }, zoom: 18 };

export const mapLoadModel: ModelOptions = {
  events: [
    { type: "MAP.REQUESTED", element: { isConnected: true }, ...request },
    { type: "MAP.REQUESTED", element: null, ...request },
    { type: "MAP.REQUESTED", element: { isConnected: false }, ...request },
    { type: "RETRY" },
    { type: "xstate.done.actor.loadMap" },
    { type: "xstate.error.actor.loadMap", error: new Error("WebGL is not supported") },
  ],
};

export { mapLoadMachine };
