// Types of ./platform-runtime.mjs (used by tests/server/memory-at-rest.test.ts).
export const PLATFORM_NODE_FLAGS: string[];
export function platformEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
