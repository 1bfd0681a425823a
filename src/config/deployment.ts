// Deployment configuration: brand, country, environment, region, language, currency, timezone,
// phone prefix and default payment method are fixed per deployment. The platform reads them from
// the environment (deploymentFromEnv) and hands the raw object to the portal, which validates it at
// startup (validateDeployment) and shows every problem on a startup error page when invalid.
import * as v from "valibot";
import { defineEndpoint } from "../domain/contract/endpoints/define";
import { BRAND_IDS } from "./brands";
import { COUNTRY_BASICS, type CountryCode } from "./country-basics";

export const ENVIRONMENTS = ["san", "stg", "prd"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const REGIONS = ["eu", "ap", "me"] as const;
export const PAYMENT_METHODS = ["NONE", "PAID", "CASH_ON_DELIVERY", "PAYMENT_ON_DELIVERY"] as const;

/** prd means production, san sandbox, otherwise staging. */
export const environmentName = (env: string) => (env === "prd" ? "production" : env === "san" ? "sandbox" : "staging");

const countryCodes = Object.keys(COUNTRY_BASICS) as CountryCode[];

/** The spec's wait between two attempts to load a lazy page (machines/page-load's default `retryDelay`). */
const PAGE_LOAD_RETRY_DELAY_MS = 2000;

export const DeploymentSchema = v.pipe(
  v.object({
    brand: v.picklist(BRAND_IDS, "brand must be one of the known brands"),
    country: v.picklist(countryCodes, "country must be a supported country code"),
    env: v.picklist(ENVIRONMENTS, "env must be one of san, stg, prd"),
    region: v.picklist(REGIONS, "region must be one of eu, ap, me"),
    language: v.pipe(v.string("language is required"), v.minLength(2, "language is required")),
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "currency must be a three-letter ISO code")),
    timezone: v.pipe(
      v.string(),
      v.check((tz) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, "timezone must be an IANA time zone"),
    ),
    phonePrefix: v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, "phonePrefix must look like +45")),
    paymentMethod: v.picklist(PAYMENT_METHODS, "paymentMethod must be one of NONE, PAID, CASH_ON_DELIVERY, PAYMENT_ON_DELIVERY"),
    apiHost: v.optional(v.string(), ""),
    mapStyleUrl: v.optional(v.string(), ""),
    appVersion: v.optional(v.string(), "dev"),
    /** The help-centre service's host when it is not the region's (HELP_CENTRE_HOST; the reference platform's own origin by default). */
    helpCentreHost: v.optional(v.string(), ""),
    /**
     * Wait between two attempts to load a lazy page (PAGE_LOAD_RETRY_MS; the spec's 2000 ms by
     * default). Outside production only: the e2e platform shortens it so the retry journeys do not
     * spend their time waiting (e2e/page-load.spec.ts).
     */
    pageLoadRetryMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60_000)), PAGE_LOAD_RETRY_DELAY_MS),
  }),
  v.forward(
    v.check((c) => COUNTRY_BASICS[c.country as CountryCode]?.languages.includes(c.language) ?? false, "language must be one the country supports"),
    ["language"],
  ),
  v.forward(
    v.check((c) => COUNTRY_BASICS[c.country as CountryCode]?.phonePrefix === c.phonePrefix, "phonePrefix does not match the country"),
    ["phonePrefix"],
  ),
  v.forward(
    v.check((c) => c.env !== "prd" || c.pageLoadRetryMs === PAGE_LOAD_RETRY_DELAY_MS, "pageLoadRetryMs is the spec's 2000 ms in production"),
    ["pageLoadRetryMs"],
  ),
);

export type DeploymentConfig = v.InferOutput<typeof DeploymentSchema>;

export const DEFAULT_DEPLOYMENT: DeploymentConfig = {
  brand: "product",
  country: "DK",
  env: "stg",
  region: "eu",
  language: "en",
  currency: "DKK",
  timezone: "Europe/Copenhagen",
  phonePrefix: "+45",
  paymentMethod: "PAID",
  apiHost: "",
  mapStyleUrl: "",
  appVersion: "dev",
  helpCentreHost: "",
  pageLoadRetryMs: PAGE_LOAD_RETRY_DELAY_MS,
};


/**
 * GET /deployment.json, declared here rather than with the contract's endpoints because its answer
 * is this file's schema (the domain cannot import config). The portal reads it before it has an API
 * client (src/app/deployment-source.ts), with no Authorization.
 */
export const DEPLOYMENT_ENDPOINTS = {
  getDeployment: defineEndpoint({
    id: "getDeployment",
    service: "platform",
    method: "GET",
    path: "/deployment.json",
    summary: "Read the deployment configuration",
    description:
      "The raw configuration (from the environment) as the portal receives it; the portal validates it against this schema and shows a startup error page listing every problem.",
    auth: "none",
    answer: DeploymentSchema,
    success: { description: "The raw deployment configuration." },
  }),
};

export type DeploymentProblem = { field: string; message: string };
export type DeploymentResult = { ok: true; config: DeploymentConfig } | { ok: false; problems: DeploymentProblem[] };

/** Validates a raw configuration; on failure lists every problem with the field it concerns. */
export function validateDeployment(raw: unknown): DeploymentResult {
  const r = v.safeParse(DeploymentSchema, raw);
  if (r.success) return { ok: true, config: r.output };
  return {
    ok: false,
    problems: r.issues.map((i) => ({ field: v.getDotPath(i) ?? "(configuration)", message: i.message })),
  };
}

// ---- Addresses derived from the deployment -------------------------------------------------------

export const API_SERVICES = ["orders", "hurrier"] as const;
export type ApiService = (typeof API_SERVICES)[number];

const trimHost = (host: string) => host.replace(/\/+$/, "");

/** Base of the orders API: {host}/{service}/api/v1; an empty apiHost means the same origin (the reference platform). */
export function apiBase(config: Pick<DeploymentConfig, "apiHost">, service: ApiService = "orders"): string {
  return `${trimHost(config.apiHost)}/${service}/api/v1`;
}

/** Base of the identity service (login, register, refresh, logout, guest token). */
export function identityBase(config: Pick<DeploymentConfig, "apiHost">): string {
  return `${trimHost(config.apiHost)}/identity/v1`;
}

/** Flag provider of the deployment's region and the static fallback file. */
export function flagUrls(config: Pick<DeploymentConfig, "apiHost" | "region">): { provider: string; fallback: string } {
  const host = trimHost(config.apiHost);
  return { provider: `${host}/flags/${config.region}`, fallback: `${host}/flags-fallback.json` };
}

/** Asset manifest polled by the build check. */
export const assetManifestUrl = (config: Pick<DeploymentConfig, "apiHost">) => `${trimHost(config.apiHost)}/asset-manifest.json`;

/**
 * Help-centre host per region and environment (the spec: hosts differ per region: EU, AP, staging).
 * Production uses the region's host (the Middle East is served by the AP host); sandbox and staging
 * share the staging host. Placeholder addresses on an example domain.
 */
export function helpCentreHost(region: (typeof REGIONS)[number], env: Environment): string {
  if (env !== "prd") return "https://helpcenter-stg.example.com";
  return region === "eu" ? "https://helpcenter-eu.example.com" : "https://helpcenter-ap.example.com";
}

/**
 * Base the portal calls for the help centre: HELP_CENTRE_HOST when configured; else the reference
 * platform serves /conditions-api/v1/init on its own origin, so with an empty apiHost the help centre
 * is same-origin too.
 */
export function helpCentreBase(config: Pick<DeploymentConfig, "apiHost" | "region" | "env"> & { helpCentreHost?: string }): string {
  if (config.helpCentreHost) return trimHost(config.helpCentreHost);
  return config.apiHost === "" ? "" : helpCentreHost(config.region, config.env);
}
