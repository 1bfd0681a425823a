// How `npm start` (scripts/start.mjs) runs the platform's process, for a small resident set at rest
// (issue 14: platform RSS ≤ 250 MB; measured by bench/api-reads.ts and `npm run bench`):
// - --max-semi-space-size=4: V8 grows its young generation to 32 MB semi-spaces (64 MB committed)
//   while the modules load and PGlite starts, and an idle process never shrinks it again; 4 MB
//   (8 MB committed) held the platform's young objects at rest and under the API-reads load.
// - glibc malloc with a fixed 32 KB mmap threshold: by default glibc raises the threshold after
//   the first large free, so the large short-lived buffers of start-up (PGlite's initdb, its
//   compiled engine, the seeds) land in the brk heap, which stays fragmented and resident
//   afterwards; with a fixed threshold they are mapped and unmapped on their own. 128 KB left the
//   compiler's and the in-memory database's middle-sized blocks (32–128 KB) in the heaps: at rest
//   236–251 MB against 223–225 MB with 32 KB (same run, load 13; the reads' req/s did not drop).
//   The operator's own GLIBC_TUNABLES (or one already naming these tunables) wins; musl and other
//   libcs ignore it.

export const PLATFORM_NODE_FLAGS = ["--max-semi-space-size=4"];

const MALLOC_TUNABLES = "glibc.malloc.mmap_threshold=32768:glibc.malloc.trim_threshold=32768";

/** The platform process's environment: the caller's, with the malloc tunables unless it sets them. */
export function platformEnv(env) {
  const own = env.GLIBC_TUNABLES;
  if (own && /glibc\.malloc\.(mmap|trim)_threshold/.test(own)) return env;
  return { ...env, GLIBC_TUNABLES: own ? `${own}:${MALLOC_TUNABLES}` : MALLOC_TUNABLES };
}
