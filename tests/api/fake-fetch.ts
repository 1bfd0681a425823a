// A scripted fetch for api tests: each call takes the next step (an answer or a thrown network
// error) and records url, method, headers, body, credentials and signal.
export type FakeStep =
  | { status: number; body?: unknown; contentType?: string }
  | { networkError: true }
  | { hang: true };

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export function fakeFetch(steps: FakeStep[]) {
  const calls: RecordedCall[] = [];
  const queue = [...steps];
  const fn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const signal = init.signal ?? undefined;
    calls.push({
      url: String(input),
      method: (init.method ?? "GET").toUpperCase(),
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? init.body : undefined,
      credentials: init.credentials,
      signal,
    });
    // the last step repeats once the script runs out
    const step = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200, body: {} };
    if (signal?.aborted) throw new DOMException("aborted", "AbortError");
    if ("networkError" in step) throw new TypeError("fetch failed");
    if ("hang" in step) {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")), { once: true });
      });
    }
    const isText = typeof step.body === "string";
    const body = step.body === undefined ? null : isText ? (step.body as string) : JSON.stringify(step.body);
    return new Response(body, {
      status: step.status,
      headers: { "content-type": step.contentType ?? (isText ? "text/plain" : "application/json") },
    });
  }) as typeof fetch;
  return { fetch: fn, calls };
}

export function recordingSleep() {
  const delays: number[] = [];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  return { sleep, delays };
}
