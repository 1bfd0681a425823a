// The reference platform's demo endpoints, called directly (not through the portal's UI): flags
// admin (X-Admin-Key, the key playwright.config.ts gives the test server) and the mailbox JSON for
// one address (the platform lists no one else's; e2e calls it from 127.0.0.1, as it requires).
import type { APIRequestContext } from "@playwright/test";

const adminKey = () => {
  const key = process.env.ADMIN_KEY;
  if (!key) throw new Error("ADMIN_KEY is not set: playwright.config.ts sets it for the test server");
  return key;
};

export class Platform {
  constructor(private readonly request: APIRequestContext) {}

  async setFlags(flags: Record<string, boolean>, region = "eu") {
    const res = await this.request.put(`/flags/${region}`, { data: { flags }, headers: { "X-Admin-Key": adminKey() } });
    if (!res.ok()) throw new Error(`PUT /flags/${region} answered ${res.status()}: ${await res.text()}`);
  }

  async mails(email: string): Promise<{ subject: string; link?: string; code?: string }[]> {
    const res = await this.request.get(`/identity/v1/mailbox`, { params: { email } });
    if (!res.ok()) throw new Error(`GET /identity/v1/mailbox answered ${res.status()}: ${await res.text()}`);
    const body = (await res.json()) as { mails: { subject: string; link?: string; code?: string }[] };
    return body.mails;
  }
}
