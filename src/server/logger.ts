// pino logger of the platform; tests pass level "silent" (or a stream to read the lines).
//
// Errors are logged without what a caller controls (issue 8). A database error carries the SQL
// with its parameters (drizzle's DrizzleQueryError puts them in its message and stack; PGlite's and
// postgres.js's errors in query/params/parameters) and PostgreSQL's detail quotes the offending
// value ("Key (email)=(…) already exists"); a SyntaxError from JSON.parse quotes the body. pino's
// standard serializer copies all of that into the line. This one keeps, for such errors, only the
// type, the SQLSTATE code, severity and routine (where PostgreSQL failed) and the stack frames; other
// errors keep their message (programming errors: "Cannot read properties of undefined …").
import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger };

export type SafeError = {
  type: string;
  /** SQLSTATE of a database error (22021 invalid byte sequence, 23505 unique violation, …) or Node's error code. */
  code?: string;
  severity?: string;
  routine?: string;
  message?: string;
  stack?: string;
  cause?: SafeError;
};

const MAX_CAUSES = 5;

const field = (err: object, name: string): string | undefined => {
  const value = (err as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
};

/** The error and its causes (err.cause, err.cause.cause, …). */
function chainOf(err: Error): Error[] {
  const chain: Error[] = [err];
  let current: unknown = err.cause;
  while (current instanceof Error && chain.length < MAX_CAUSES) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/** The class name (drizzle's DrizzleQueryError keeps the name "Error"), as pino's own serializer says it. */
const typeOf = (err: Error) => (err.constructor?.name && err.constructor.name !== "Object" ? err.constructor.name : err.name);

/** Errors of the database layer, which quote the query's input. */
const isDatabaseError = (err: Error) =>
  typeOf(err) === "DrizzleQueryError" || "query" in err || "params" in err || "parameters" in err || (field(err, "severity") !== undefined && field(err, "code") !== undefined);

/** The stack frames only: the first lines repeat the message, which may quote input. */
function framesOf(err: Error): string | undefined {
  const stack = err.stack;
  if (!stack) return undefined;
  const header = `${err.name}: ${err.message}`;
  // V8 writes "<name>: <message>" then the frames; a message may span lines (and could hold text
  // shaped like a frame), so cut the header by its length rather than by looking at lines.
  const rest = stack.startsWith(header) ? stack.slice(header.length) : undefined;
  if (rest === undefined) return undefined;
  return rest.replace(/^\n/, "");
}

/** pino's `err` serializer: see the header of this file. */
export function serializeError(err: unknown): SafeError {
  if (!(err instanceof Error)) return { type: typeof err };
  const chain = chainOf(err);
  const quotesInput = chain.some(isDatabaseError) || chain.some((e) => e instanceof SyntaxError);
  const source = chain.find((e) => field(e, "code") !== undefined);
  const code = source && field(source, "code");
  const severity = chain.map((e) => field(e, "severity")).find(Boolean);
  const routine = chain.map((e) => field(e, "routine")).find(Boolean);
  const frames = framesOf(err);
  const cause = !quotesInput && err.cause instanceof Error ? serializeError(err.cause) : undefined;
  return {
    type: typeOf(err),
    ...(code ? { code } : {}),
    ...(quotesInput && severity ? { severity } : {}),
    ...(quotesInput && routine ? { routine } : {}),
    ...(quotesInput ? {} : { message: err.message }),
    ...(frames ? { stack: frames } : {}),
    ...(cause ? { cause } : {}),
  };
}

export const createLogger = (level = "info", destination?: DestinationStream): Logger => {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: serializeError } };
  return destination ? pino(options, destination) : pino(options);
};
