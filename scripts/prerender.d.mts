// Types of ./prerender.mjs (imported by bench/run.ts).
export function prerender(origin: string, options?: { staticDir?: string; timeoutMs?: number; log?: (line: string) => void }): Promise<string[]>;
export function prerenderInChild(origin: string, env?: NodeJS.ProcessEnv): Promise<boolean>;
