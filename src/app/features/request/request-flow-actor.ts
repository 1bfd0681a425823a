// The running request flow as the request page's views hold it (the request page machine's child).
import type { requestFlowMachine } from "@machines/request-flow/request-flow.machine";
import type { ActorRefFrom } from "xstate";

export type RequestFlowActor = ActorRefFrom<typeof requestFlowMachine>;
