// Live channel (/ws): the WebSocket the portal connects to with an Authorization parameter, then
// {action: "subscribeToVendor", data: {vendor_id}} → subscribe_ok and order_update events. It is
// built by a later issue; main.ts already creates @hono/node-ws and calls mountLiveChannel, so the
// implementation only has to fill this function (fan-out via Postgres LISTEN/NOTIFY, DESIGN §6).
import type { Hono } from "hono";
import type { UpgradeWebSocket } from "hono/ws";
import type { AppEnv } from "../context";

export type LiveChannelOptions = { upgradeWebSocket: UpgradeWebSocket };

export function mountLiveChannel(app: Hono<AppEnv>, { upgradeWebSocket }: LiveChannelOptions): void {
  app.get(
    "/ws",
    upgradeWebSocket(() => ({
      onOpen(_event, ws) {
        // 1013 "try again later": the channel is not available yet in this build.
        ws.close(1013, "live channel not available yet");
      },
    })),
  );
}
