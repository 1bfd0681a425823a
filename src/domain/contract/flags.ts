// Flag provider (GET/PUT /flags/{region}) and the static fallback file (GET /flags-fallback.json).
// Answers are read loosely ({flags: name → boolean}); normalizeFlags in ../flags keeps known names.
import * as v from "valibot";
import { FLAG_NAMES } from "../flags";

/** GET /flags/{region} and GET /flags-fallback.json. */
export const FlagsAnswerSchema = v.object({ flags: v.record(v.string(), v.boolean()) });
export type FlagsAnswer = v.InferOutput<typeof FlagsAnswerSchema>;

const knownFlag = (name: string) => (FLAG_NAMES as readonly string[]).includes(name);

/** PUT /flags/{region} (header X-Admin-Key): only known flag names, boolean values. */
export const FlagsUpdateRequestSchema = v.object({
  flags: v.pipe(
    v.record(v.string(), v.boolean()),
    v.check((flags) => Object.keys(flags).every(knownFlag), "unknown flag name"),
  ),
});
export type FlagsUpdateRequest = v.InferOutput<typeof FlagsUpdateRequestSchema>;

/** Regions are lower-case words (eu, ap, me). */
export const FlagRegionSchema = v.pipe(v.string(), v.regex(/^[a-z]{2,16}$/));
