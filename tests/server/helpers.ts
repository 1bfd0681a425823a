// In-process test platform: one in-memory PGlite per test file (a copy of the run's migrated and
// seeded template, tests/support/pglite-template.ts: well under a second instead of 2–5 s to create),
// the Hono app on an injected clock, and small request helpers. No sockets.
import * as v from "valibot";
import { type LoginAnswer, LoginAnswerSchema } from "../../src/domain/contract/identity";
import { createApp } from "../../src/server/app";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import type { ServerEnv } from "../../src/server/settings";
import { openTemplateDatabase } from "../support/pglite-template";

export const START = Date.parse("2026-03-02T09:00:00.000Z");
export const PASSWORD = "Rider-Demo-2026!";
export const TEST_ENV: ServerEnv = { NODE_ENV: "test", JWT_SECRET: "test-secret-0123456789-0123456789-0123456789" };

export type Clock = { now: () => number; advance: (ms: number) => void };

export function createClock(start = START): Clock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}

export type JsonInit = { headers?: Record<string, string>; body?: unknown; raw?: string; method?: string };

export type TestPlatform = Awaited<ReturnType<typeof createTestPlatform>>;

export async function openTestDatabase(clock: Clock): Promise<Database> {
  return openTemplateDatabase(clock.now);
}

export async function createTestPlatform(env: ServerEnv = {}, shared?: { database: Database; clock: Clock }) {
  const clock = shared?.clock ?? createClock();
  const database = shared?.database ?? (await openTestDatabase(clock));
  const app = createApp({ db: database, env: { ...TEST_ENV, ...env }, now: clock.now, logger: createLogger("silent") });

  const call = (path: string, init: JsonInit = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.raw !== undefined) body = init.raw;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) headers["content-type"] = "application/json";
    return app.request(path, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body });
  };

  const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

  const login = async (email: string, password = PASSWORD): Promise<LoginAnswer & { cookie: string }> => {
    const res = await call("/identity/v1/login", { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    return { ...v.parse(LoginAnswerSchema, await res.json()), cookie: refreshCookieOf(res) };
  };

  const bearer = (answer: LoginAnswer) => ({ authorization: `Bearer ${answer.meta.AccessToken}` });

  return { app, database, clock, call, json, login, bearer, close: () => database.close() };
}

/** `rrp_refresh=<token>` from a response's Set-Cookie (empty when absent). */
export function refreshCookieOf(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  const m = header.match(/rrp_refresh=([^;]*)/);
  return m ? `rrp_refresh=${m[1]}` : "";
}

export const decodeJwtPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
