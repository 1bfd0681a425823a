// The reference platform's demo endpoints, called directly (not through the portal's UI): flags
// admin (X-Admin-Key) and the mailbox JSON.
import type { APIRequestContext } from "@playwright/test";

export const ADMIN_KEY = process.env.ADMIN_KEY ?? "dev-admin";

export class Platform {
  constructor(private readonly request: APIRequestContext) {}

  async setFlags(flags: Record<string, boolean>, region = "eu") {
    const res = await this.request.put(`/flags/${region}`, { data: { flags }, headers: { "X-Admin-Key": ADMIN_KEY } });
    if (!res.ok()) throw new Error(`PUT /flags/${region} answered ${res.status()}: ${await res.text()}`);
  }

  async mails(email: string): Promise<{ subject: string; link?: string; code?: string }[]> {
    const res = await this.request.get(`/identity/v1/mailbox`, { params: { email } });
    const body = (await res.json()) as { mails: { subject: string; link?: string; code?: string }[] };
    return body.mails;
  }
}
