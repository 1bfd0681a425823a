// Flag provider (GET/PUT /flags/{region}) and the static fallback file (GET /flags-fallback.json).
// Answers are read loosely ({flags: name → boolean}); normalizeFlags in ../flags keeps known names.
import * as v from "valibot";
import { FLAG_NAMES } from "../flags";
import { text } from "./text";

/** Flag names are short words (FLAG_NAMES); the bound only refuses hostile keys. */
const flagName = text({ max: 64 });

/** GET /flags/{region} and GET /flags-fallback.json. */
export const FlagsAnswerSchema = v.object({ flags: v.record(flagName, v.boolean()) });
export type FlagsAnswer = v.InferOutput<typeof FlagsAnswerSchema>;

const knownFlag = (name: string) => (FLAG_NAMES as readonly string[]).includes(name);

/** PUT /flags/{region} (header X-Admin-Key): only known flag names, boolean values. */
export const FlagsUpdateRequestSchema = v.object({
  flags: v.pipe(
    v.record(flagName, v.boolean()),
    v.check((flags) => Object.keys(flags).every(knownFlag), "unknown flag name"),
  ),
});
export type FlagsUpdateRequest = v.InferOutput<typeof FlagsUpdateRequestSchema>;

/** Key of the 404 for an unknown region. */
export const FLAG_REGION_NOT_FOUND_KEY = "flags.region-not-found";

/** Regions are lower-case words (eu, ap, me). */
export const FlagRegionSchema = v.pipe(text({ max: 16 }), v.regex(/^[a-z]{2,16}$/, "must be a region (2 to 16 lower-case letters)"));
