// Issue 8.2, production with demo defaults: productionProblems lists every reason an APP_ENV=prd
// start must refuse (no or weak ADMIN_KEY, no SMTP_URL, no MAIL_FROM, demo mailbox asked for), and
// main.ts exits with a message listing them before it opens anything.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { productionProblems, readSettings } from "../../src/server/settings";

const READY = {
  APP_ENV: "prd",
  ADMIN_KEY: "k7Qw-production-admin-key-9f3",
  SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
  MAIL_FROM: "Rider portal <no-reply@example.com>",
};

const problemsOf = (env: Record<string, string | undefined>) => productionProblems(readSettings(env));

describe("productionProblems", () => {
  it("lists every demo default of a bare production start", () => {
    const problems = problemsOf({ APP_ENV: "prd" });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^ADMIN_KEY is not set/);
    expect(problems[1]).toMatch(/^SMTP_URL is not set/);
    expect(problems[2]).toMatch(/^MAIL_FROM is not set/);
  });

  it("refuses the demo admin key, a short one, a URL that is not SMTP and the demo mailbox", () => {
    expect(problemsOf({ ...READY, ADMIN_KEY: "dev-admin" })).toEqual([expect.stringMatching(/^ADMIN_KEY is too weak/)]);
    expect(problemsOf({ ...READY, ADMIN_KEY: "short-key" })).toEqual([expect.stringMatching(/^ADMIN_KEY is too weak/)]);
    expect(problemsOf({ ...READY, SMTP_URL: "http://mail.example.com" })).toEqual([expect.stringMatching(/^SMTP_URL is not an smtp/)]);
    for (const mailbox of ["open", "on", "loopback"])
      expect(problemsOf({ ...READY, MAILBOX: mailbox })).toEqual([expect.stringMatching(/^MAILBOX=(open|loopback): the demo mailbox/)]);
  });

  it("is empty for a complete production configuration (MAILBOX=off allowed) and outside production", () => {
    expect(problemsOf(READY)).toEqual([]);
    expect(problemsOf({ ...READY, MAILBOX: "off" })).toEqual([]);
    expect(problemsOf({ ...READY, SMTP_URL: "smtp://smtp.example.com:587" })).toEqual([]);
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ APP_ENV: "stg" })).toEqual([]);
  });
});

describe("main.ts with APP_ENV=prd and demo defaults", () => {
  it("exits with status 1 and a message that lists every problem", async () => {
    const root = new URL("../../", import.meta.url).pathname;
    const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: "prd", PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", LOG_LEVEL: "info", SIM: "off" };
    for (const name of ["ADMIN_KEY", "SMTP_URL", "MAIL_FROM", "MAILBOX", "DATABASE_URL"]) delete env[name];
    env.MAILBOX = "open";
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve(null);
      }, 45_000);
      child.on("exit", (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect(code, output).toBe(1);
    expect(output).toContain("APP_ENV=prd refuses to start with demo settings");
    for (const name of ["ADMIN_KEY is not set", "SMTP_URL is not set", "MAIL_FROM is not set", "MAILBOX=open"]) expect(output).toContain(name);
    expect(output).not.toContain("Portal ready");
    expect(output).not.toContain("database ready");
  });
});
