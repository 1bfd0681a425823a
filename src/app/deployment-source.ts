// Where the deployment configuration comes from. The platform injects the raw JSON into index.html
// as <script id="deployment" type="application/json">; under `vite dev` (no injection) the portal
// fetches /deployment.json from the platform instead. The raw value is validated by the caller
// with validateDeployment (src/config/deployment.ts).
import type { DeploymentProblem } from "@config/deployment";

export type RawDeployment = { ok: true; raw: unknown } | { ok: false; problem: DeploymentProblem };

export function readInjectedDeployment(doc: Document): RawDeployment | null {
  const el = doc.getElementById("deployment");
  const text = el?.textContent?.trim();
  if (!text) return null;
  try {
    return { ok: true, raw: JSON.parse(text) };
  } catch {
    return { ok: false, problem: { field: "(configuration)", message: "the injected deployment configuration is not valid JSON" } };
  }
}

export async function fetchDeployment(fetchImpl: typeof fetch = fetch): Promise<RawDeployment> {
  try {
    const res = await fetchImpl("/deployment.json", { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return { ok: true, raw: await res.json() };
  } catch (e) {
    return {
      ok: false,
      problem: { field: "(configuration)", message: `could not load /deployment.json (${e instanceof Error ? e.message : String(e)})` },
    };
  }
}

/** The injected configuration, or (when none was injected) the platform's /deployment.json. */
export async function readRawDeployment(doc: Document = document): Promise<RawDeployment> {
  return readInjectedDeployment(doc) ?? fetchDeployment();
}
