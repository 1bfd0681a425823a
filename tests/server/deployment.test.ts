// Deployment configuration validation as the platform hands it to the portal: the default and
// the environment-derived configuration are valid; a bad raw configuration lists each problem.
import { describe, expect, it } from "vitest";
import { DEFAULT_DEPLOYMENT, environmentName, validateDeployment } from "../../src/config/deployment";
import { deploymentFromEnv } from "../../src/config/deployment-env";

describe("validateDeployment", () => {
  it("accepts the default Danish deployment and the one built from an empty environment", () => {
    expect(validateDeployment(DEFAULT_DEPLOYMENT)).toEqual({ ok: true, config: DEFAULT_DEPLOYMENT });
    const fromEnv = validateDeployment(deploymentFromEnv({}));
    expect(fromEnv.ok).toBe(true);
    if (fromEnv.ok) {
      expect(fromEnv.config).toMatchObject({
        country: "DK",
        currency: "DKK",
        phonePrefix: "+45",
        timezone: "Europe/Copenhagen",
        paymentMethod: "PAID",
      });
      expect(["en", "da-DK"]).toContain(fromEnv.config.language);
    }
  });

  it("lists every problem of a bad configuration with its field", () => {
    const result = validateDeployment({
      ...DEFAULT_DEPLOYMENT,
      brand: "acme",
      env: "prod",
      region: "mars",
      currency: "kr",
      timezone: "Mars/Olympus_Mons",
      phonePrefix: "45",
      paymentMethod: "CARD",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = result.problems.map((p) => p.field);
    for (const field of ["brand", "env", "region", "currency", "timezone", "phonePrefix", "paymentMethod"]) expect(fields).toContain(field);
    for (const problem of result.problems) expect(problem.message.length).toBeGreaterThan(0);
  });

  it("refuses an unknown country and a language the country does not offer", () => {
    const country = validateDeployment({ ...DEFAULT_DEPLOYMENT, country: "ZZ" });
    expect(country.ok).toBe(false);
    if (!country.ok) expect(country.problems.map((p) => p.field)).toContain("country");
    const language = validateDeployment({ ...DEFAULT_DEPLOYMENT, language: "xx" });
    expect(language.ok).toBe(false);
    if (!language.ok) expect(language.problems.map((p) => p.field)).toContain("language");
  });

  it("refuses something that is not a configuration at all", () => {
    for (const raw of [null, "DK", 42, []]) {
      const r = validateDeployment(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems.length).toBeGreaterThan(0);
    }
    const missing = validateDeployment({});
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.problems.length).toBeGreaterThanOrEqual(5);
  });

  it("names environments: prd production, san sandbox, otherwise staging", () => {
    expect(environmentName("prd")).toBe("production");
    expect(environmentName("san")).toBe("sandbox");
    expect(environmentName("stg")).toBe("staging");
  });
});
