// `npm run dev`: the platform on PLATFORM_PORT (8081) and Vite's dev server in front of it (8080),
// proxying the platform's paths (see vite.config.ts).
import { spawn } from "node:child_process";

const platformPort = process.env.PLATFORM_PORT ?? "8081";
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], { stdio: "inherit", env: { ...process.env, PORT: platformPort, DEV: "1" } }),
  spawn("npx", ["vite", "--port", process.env.PORT ?? "8080"], { stdio: "inherit", env: { ...process.env, PLATFORM_PORT: platformPort } }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => { stop(); process.exitCode = code ?? 0; });
