// What every module receives: the database, settings, clock, logger, token service, mailer, demo
// mailbox and the deployment the platform serves; and the Hono environment type of the app.
import type { IncomingMessage } from "node:http";
import type { DeploymentConfig } from "../config/deployment";
import type { Db } from "./db/database";
import type { OrderEvents } from "./live/order-events";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { Mailbox } from "./modules/mailbox/repository";
import type { OrderListCache } from "./modules/orders/list-cache";
import type { VendorAccessCache } from "./modules/vendors/access-cache";
import type { SessionRegistry } from "./security/sessions";
import type { Principal, TokenService } from "./security/tokens";
import type { ServerSettings } from "./settings";

export type AppDeps = {
  db: Db;
  settings: ServerSettings;
  now: () => number;
  logger: Logger;
  tokens: TokenService;
  /** Sends mail over SMTP (SMTP_URL, or the embedded catcher outside production). */
  mailer: Mailer;
  /** What the embedded catcher received (the demo mailbox). */
  mailbox: Mailbox;
  /** The validated deployment (the default one when the configuration is invalid). */
  deployment: DeploymentConfig;
  /** The raw deployment configuration handed to the portal (validated there). */
  rawDeployment: Record<string, unknown>;
  /** Order changes of every instance (NOTIFY/LISTEN on the database). */
  events: OrderEvents;
  /** Revoked sessions as every instance sees them (NOTIFY/LISTEN on the database). */
  sessions: SessionRegistry;
  /** The caller's vendor set and records, cached for the token's life (modules/vendors/access-cache.ts). */
  vendorAccess: VendorAccessCache;
  /** Today's orders per vendor set, in memory, forgotten on any change (modules/orders/list-cache.ts). */
  orderLists: OrderListCache;
};

export type AppEnv = {
  Bindings: { incoming?: IncomingMessage };
  /**
   * principal: the authorized caller; requestId: the id of this request (X-Request-Id, and the logs);
   * prebuiltHeaders: every header the middleware gives an answer of this path but its request id (set
   * on the API paths; http/prebuilt.ts).
   */
  Variables: { principal: Principal; requestId: string; prebuiltHeaders?: Readonly<Record<string, string>> };
};
