// The "bare server" of issue 14: a Hono hello-world on @hono/node-server (the platform's versions),
// the floor the platform's reads are compared with. Started by bench/api-reads.ts as its own process;
// prints "listening <port>" once it accepts connections.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("Hello Hono!"));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT) || 0, hostname: "127.0.0.1" }, (info) => {
  console.log(`listening ${info.port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
