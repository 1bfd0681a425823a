// The public, read-only channel of a tracking link: server-sent events. Each stream follows one
// link; the order change bus (NOTIFY/LISTEN, so changes of every instance arrive) wakes the streams
// of the changed order's links, which send the link's current public answer as a `tracking` event.
// A comment every 25 s keeps proxies from closing an idle stream. A stream ends when its order is
// finished (nothing more will happen) or the platform shuts down; the client resyncs by reading the
// link again and reconnecting. It sends nothing the GET would not answer, and never an answer older
// (by the order's version) than one it sent.
import type { SSEStreamingApi } from "hono/streaming";
import { PUBLIC_STREAM_EVENT, type PublicTracking } from "../../../domain/contract/public-tracking";
import { isStaleTracking } from "../../../domain/tracking/freshness";
import type { AppDeps } from "../../context";
import type { TrackingLinkRepository } from "./repository";

export const PUBLIC_KEEPALIVE_MS = 25_000;
/** Streams one link may have open at once (a recipient and a few family members; a link posted somewhere cannot hold the server's sockets). */
export const MAX_STREAMS_PER_LINK = 20;

type Follower = {
  publicId: string;
  stream: SSEStreamingApi;
  /** The last answer sent (version and updated_at): an older one is never sent after it. */
  last: Pick<PublicTracking, "version" | "updated_at"> | null;
  push: (value: PublicTracking) => Promise<void>;
  end: () => void;
};

export class PublicStreams {
  private readonly byOrder = new Map<string, Set<Follower>>();
  private readonly byLink = new Map<string, string>();
  private readonly followers = new Set<Follower>();
  private readonly unsubscribe: () => void;
  /** Events sent (for tests and logs). */
  sent = 0;

  constructor(
    deps: AppDeps,
    private readonly links: TrackingLinkRepository,
    private readonly publicOf: (publicId: string) => Promise<PublicTracking | null>,
  ) {
    this.unsubscribe = deps.events.subscribe((orderId) => {
      if (!this.byOrder.has(orderId)) return;
      this.deliver(orderId).catch((err) => deps.logger.error({ err }, "public tracking delivery failed"));
    });
  }

  get size() {
    return this.followers.size;
  }

  /** Open streams of a link. */
  countFor(publicId: string): number {
    let n = 0;
    for (const f of this.followers) if (f.publicId === publicId) n++;
    return n;
  }

  /** Follows one link until its order is finished, the client leaves or the platform closes. */
  async follow(publicId: string, first: PublicTracking, stream: SSEStreamingApi, isFinal: (value: PublicTracking) => boolean): Promise<void> {
    const orderId = await this.orderIdOf(publicId);
    if (!orderId) return;
    let done!: () => void;
    const ended = new Promise<void>((resolve) => {
      done = resolve;
    });
    const follower: Follower = {
      publicId,
      stream,
      last: null,
      push: async (value) => {
        if (isStaleTracking(follower.last, value)) return;
        follower.last = { version: value.version, updated_at: value.updated_at };
        await stream.writeSSE({ event: PUBLIC_STREAM_EVENT, data: JSON.stringify(value) });
        this.sent++;
        if (isFinal(value)) follower.end();
      },
      end: () => done(),
    };
    const set = this.byOrder.get(orderId) ?? new Set<Follower>();
    this.byOrder.set(orderId, set);
    set.add(follower);
    this.followers.add(follower);
    stream.onAbort(() => follower.end());
    const keepalive = setInterval(() => void stream.write(": keepalive\n\n").catch(() => follower.end()), PUBLIC_KEEPALIVE_MS);
    keepalive.unref?.();
    try {
      await follower.push(first);
      await ended;
    } finally {
      clearInterval(keepalive);
      set.delete(follower);
      if (!set.size) this.byOrder.delete(orderId);
      this.followers.delete(follower);
    }
  }

  private async orderIdOf(publicId: string): Promise<string | null> {
    const known = this.byLink.get(publicId);
    if (known) return known;
    const link = await this.links.resolve(publicId);
    if (!link) return null;
    this.byLink.set(publicId, link.order.orderId);
    return link.order.orderId;
  }

  /** Sends each follower of the order its link's current answer. */
  async deliver(orderId: string) {
    const set = this.byOrder.get(orderId);
    if (!set) return;
    const answers = new Map<string, PublicTracking | null>();
    for (const follower of [...set]) {
      if (!answers.has(follower.publicId)) answers.set(follower.publicId, await this.publicOf(follower.publicId));
      const value = answers.get(follower.publicId);
      if (!value) follower.end();
      else await follower.push(value).catch(() => follower.end());
    }
  }

  /** Ends every stream (graceful shutdown) and stops listening. */
  close() {
    this.unsubscribe();
    for (const follower of [...this.followers]) follower.end();
  }
}
