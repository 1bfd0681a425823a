// The real effects the composition root hands to the root `app` machine (appEffects): the API client,
// local storage, notifications, the clock, the browser (reload, redirect, downloads, sockets) and the
// router. main.tsx builds them for the browser (browserDeps); tests build the same object with fakes
// (a fake platform behind `fetch`, a memory store, a recording notify, a fake socket, a fixed clock).
//
// The API client reads the session's Authorization, and the navigation effects need the router: both
// exist only once the root actor and the router are created, so they are reached through the link.
import { type ApiClient, createApiClient } from "@api/client";
import type { encryptCard } from "@api/card-encryption";
import { type DeploymentConfig, helpCentreBase } from "@config/deployment";
import type { AppChildren } from "@machines/app/app.machine";
import type { ExportFile } from "@machines/export/export.actors";
import type { OpenSocket } from "@machines/live-channel/live-channel.socket";
import { liveChannelBase } from "@machines/live-channel/live-channel.url";
import { selectAuthHeader } from "@machines/session/session.selectors";
import type { AnyRouter } from "@tanstack/react-router";
import type { AnyActorRef } from "xstate";
import { type NotifyRequest, notify as showToast } from "../services/notify";
import { browserStore, type KeyValueStore } from "../services/storage";

/** The root actor and the router, once created (effects run only after both exist). */
export type AppLink = { app: { system: { get(id: string): AnyActorRef | undefined } } | null; router: AnyRouter | null };

export type AppDeps = {
  config: DeploymentConfig;
  api: ApiClient;
  store: KeyValueStore;
  link: AppLink;
  notify: (request: NotifyRequest) => void;
  /** The clock (epoch ms). */
  now: () => number;
  reload: () => void;
  /** Sends the browser to another page (3-D Secure). */
  redirect: (url: string) => void;
  /** Offers a file to the user (the history export). */
  download: (file: ExportFile) => void;
  openSocket: OpenSocket;
  /** Base URL of the live channel. */
  liveUrl: string;
  /** WebCrypto card encryption. */
  encrypt?: typeof encryptCard;
  /** Diagnostics (the live channel's errors). */
  warn: (message: string) => void;
  /** Opens a server-sent event stream (public tracking); the browser's EventSource unless told. */
  openEventStream?: OpenEventStream;
  /** Writes text to the clipboard ("Copy tracking link"). */
  copyText?: (text: string) => Promise<void>;
  /** Opens the print dialog (the delivery receipt). */
  print?: () => void;
  /** The portal's own origin (the links it hands out). */
  origin?: string;
};

/** A server-sent event stream behind a small interface: named events' data, and the stream lost. */
export type OpenEventStream = (url: string, on: { event: (name: string, data: string) => void; lost: () => void }, names: string[]) => { close: () => void };

/** The browser's EventSource. It would reconnect on its own: the machine owns reconnecting (and the resync), so a lost stream is closed here. */
export const openBrowserEventStream: OpenEventStream = (url, on, names) => {
  const source = new EventSource(url);
  for (const name of names) source.addEventListener(name, (e) => on.event(name, (e as MessageEvent<string>).data));
  source.onerror = () => {
    source.close();
    on.lost();
  };
  return { close: () => source.close() };
};

/** The session's Authorization header value, when a session exists. */
export function authorizationOf(link: AppLink): string | null {
  const session = link.app?.system.get("session") as AppChildren["session"] | undefined;
  return session ? selectAuthHeader(session.getSnapshot()) : null;
}

/** An API client authorized by the session of the linked app. */
export const apiFor = (config: DeploymentConfig, link: AppLink, fetchImpl?: typeof fetch) =>
  createApiClient({ apiHost: config.apiHost, helpHost: helpCentreBase(config), getAuthorization: () => authorizationOf(link), fetch: fetchImpl });

/** The browser's WebSocket behind the socket actor's small interface. */
export const openBrowserSocket: OpenSocket = (url, on) => {
  const ws = new WebSocket(url);
  ws.onopen = () => on.open();
  ws.onmessage = (e) => on.message(e.data);
  ws.onclose = (e) => on.closed(e.code, e.reason);
  return {
    isOpen: () => ws.readyState === WebSocket.OPEN,
    send: (data) => ws.send(data),
    close: () => {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close();
    },
  };
};

/** The live channel's base URL: /ws on the API host, else on this page's origin. */
export function defaultLiveUrl(config: DeploymentConfig): string {
  if (config.apiHost) return liveChannelBase(config.apiHost);
  return liveChannelBase(typeof window === "undefined" ? "http://localhost" : window.location.origin);
}

export const DOWNLOAD_FAILED_KEY = "error.download-failed";

/**
 * Offers a file through a temporary download link (the export module, loaded with the history);
 * when that fails (the module could not be loaded, the browser refused the link) the user is told
 * "download failed" instead of nothing happening.
 */
export async function downloadInBrowser(
  file: ExportFile,
  notify: (request: NotifyRequest) => void,
  load: () => Promise<{ downloadFile: (content: Blob | string, fileName: string, type: string) => void }> = () => import("../features/history/export"),
): Promise<void> {
  try {
    const { downloadFile } = await load();
    downloadFile(file.content, file.fileName, file.mime);
  } catch {
    notify({ kind: "ERROR", key: DOWNLOAD_FAILED_KEY });
  }
}

/** The effects of the browser. */
export function browserDeps(config: DeploymentConfig, link: AppLink): AppDeps {
  return {
    config,
    api: apiFor(config, link),
    store: browserStore(),
    link,
    notify: (request) => void showToast(request),
    now: () => Date.now(),
    reload: () => window.location.reload(),
    redirect: (url) => window.location.assign(url),
    download: (file) => void downloadInBrowser(file, (request) => void showToast(request)),
    openSocket: openBrowserSocket,
    liveUrl: defaultLiveUrl(config),
    warn: (message) => console.warn(message),
  };
}
