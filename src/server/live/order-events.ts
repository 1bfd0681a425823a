// The OrderEvents bus: every change to an order is published as its order_id; every platform
// instance subscribes and fans the change out to its own live-channel sockets. On PostgreSQL this is
// `NOTIFY order_updates, '<order_id>'` with every instance LISTENing (so instances behind a load
// balancer share one live channel); PGlite implements LISTEN/NOTIFY in process the same way
// (measured: ~0.15 ms median from NOTIFY to the callback). The in-process emitter serves tests and
// setups without a database channel.
import type { Database } from "../db/database";
import type { Logger } from "../logger";

export const ORDER_UPDATES_CHANNEL = "order_updates";

export type OrderEventListener = (orderId: string) => void;

export interface OrderEvents {
  /** Announces that the order changed (after the change is committed). */
  publish(orderId: string): Promise<void>;
  /** Listens to every instance's changes; returns the unsubscribe function. */
  subscribe(listener: OrderEventListener): () => void;
  /** Resolves once this instance receives changes (LISTEN issued). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly set = new Set<OrderEventListener>();
  constructor(private readonly logger?: Logger) {}
  add(listener: OrderEventListener) {
    this.set.add(listener);
    return () => {
      this.set.delete(listener);
    };
  }
  emit(orderId: string) {
    for (const listener of [...this.set]) {
      try {
        listener(orderId);
      } catch (err) {
        this.logger?.error({ err, orderId }, "order event listener failed");
      }
    }
  }
}

/** Changes of this process only. */
export function createInProcessOrderEvents(logger?: Logger): OrderEvents {
  const listeners = new Listeners(logger);
  return {
    publish: async (orderId) => {
      queueMicrotask(() => listeners.emit(orderId));
    },
    subscribe: (listener) => listeners.add(listener),
    ready: async () => {},
    close: async () => {},
  };
}

/** NOTIFY / LISTEN on the database (PostgreSQL or PGlite). LISTEN starts with the first subscriber or ready(). */
export function createDatabaseOrderEvents(database: Pick<Database, "listen" | "notify">, logger?: Logger): OrderEvents {
  const listeners = new Listeners(logger);
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;
  const start = () => {
    listening ??= database.listen(ORDER_UPDATES_CHANNEL, (payload) => listeners.emit(payload));
    listening.catch((err) => {
      logger?.error({ err }, "LISTEN order_updates failed");
      listening = undefined;
    });
    return listening;
  };
  return {
    publish: async (orderId) => {
      if (closed) return;
      await database.notify(ORDER_UPDATES_CHANNEL, orderId);
    },
    subscribe: (listener) => {
      const remove = listeners.add(listener);
      void start().catch(() => {});
      return remove;
    },
    ready: async () => {
      await start();
    },
    close: async () => {
      closed = true;
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.().catch(() => {});
    },
  };
}
