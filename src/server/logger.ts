// pino logger of the platform; tests pass level "silent".
import { type Logger, pino } from "pino";

export type { Logger };

export const createLogger = (level = "info"): Logger => pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
