// The "bare server" of the throughput comparison: a Hono hello-world on @hono/node-server (the
// versions the platform runs on), started by bench/run.ts as its own process on PORT.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("Hello Hono!"));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, (info) => console.log(`listening on ${info.port}`));
