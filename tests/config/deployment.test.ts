import {
  apiBase,
  assetManifestUrl,
  DEFAULT_DEPLOYMENT,
  environmentName,
  flagUrls,
  helpCentreBase,
  helpCentreHost,
  identityBase,
  validateDeployment,
} from "@config/deployment";
import { deploymentFromEnv } from "@config/deployment-env";
import { describe, expect, it } from "vitest";

describe("deployment configuration", () => {
  it("defaults to the Danish deployment and validates", () => {
    expect(DEFAULT_DEPLOYMENT).toMatchObject({ brand: "product", country: "DK", currency: "DKK", phonePrefix: "+45", timezone: "Europe/Copenhagen", paymentMethod: "PAID" });
    expect(validateDeployment(DEFAULT_DEPLOYMENT)).toEqual({ ok: true, config: DEFAULT_DEPLOYMENT });
    const fromEnv = validateDeployment(deploymentFromEnv({}));
    expect(fromEnv.ok).toBe(true);
  });

  it("derives country values from COUNTRY", () => {
    const raw = deploymentFromEnv({ COUNTRY: "ae", BRAND: "talabat" });
    expect(raw).toMatchObject({ country: "AE", currency: "AED", phonePrefix: "+971", timezone: "Asia/Dubai", region: "me", language: "en" });
    expect(validateDeployment(raw).ok).toBe(true);
  });

  it("lists every problem of an invalid configuration with its field", () => {
    const r = validateDeployment({ ...DEFAULT_DEPLOYMENT, brand: "acme", env: "dev", language: "ar", timezone: "Mars/Base", paymentMethod: "GOLD" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const fields = r.problems.map((p) => p.field);
      expect(fields).toEqual(expect.arrayContaining(["brand", "env", "timezone", "paymentMethod"]));
      for (const p of r.problems) expect(p.message.length).toBeGreaterThan(0);
    }
    const lang = validateDeployment({ ...DEFAULT_DEPLOYMENT, language: "ar" });
    expect(lang.ok).toBe(false);
    if (!lang.ok) expect(lang.problems).toEqual([{ field: "language", message: "language must be one the country supports" }]);
  });

  it("names environments: prd production, san sandbox, otherwise staging", () => {
    expect(environmentName("prd")).toBe("production");
    expect(environmentName("san")).toBe("sandbox");
    expect(environmentName("stg")).toBe("staging");
    expect(environmentName("anything")).toBe("staging");
  });

  it("builds API bases: {host}/{service}/api/v1, empty host meaning the same origin", () => {
    expect(apiBase(DEFAULT_DEPLOYMENT)).toBe("/orders/api/v1");
    expect(apiBase(DEFAULT_DEPLOYMENT, "hurrier")).toBe("/hurrier/api/v1");
    expect(apiBase({ apiHost: "https://api.example.com/" }, "orders")).toBe("https://api.example.com/orders/api/v1");
    expect(identityBase(DEFAULT_DEPLOYMENT)).toBe("/identity/v1");
    expect(flagUrls(DEFAULT_DEPLOYMENT)).toEqual({ provider: "/flags/eu", fallback: "/flags-fallback.json" });
    expect(assetManifestUrl({ apiHost: "https://x.example.com" })).toBe("https://x.example.com/asset-manifest.json");
  });

  it("help-centre hosts differ per region (EU, AP) and staging", () => {
    expect(helpCentreHost("eu", "prd")).toContain("eu");
    expect(helpCentreHost("ap", "prd")).toContain("ap");
    expect(helpCentreHost("me", "prd")).toBe(helpCentreHost("ap", "prd"));
    expect(helpCentreHost("eu", "stg")).toContain("stg");
    expect(helpCentreHost("ap", "san")).toBe(helpCentreHost("eu", "stg"));
    expect(helpCentreBase(DEFAULT_DEPLOYMENT)).toBe("");
    expect(helpCentreBase({ apiHost: "https://api.example.com", region: "eu", env: "prd" })).toBe(helpCentreHost("eu", "prd"));
  });
});
