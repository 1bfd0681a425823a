// The platform's side of the deployment configuration (deployment.ts): the raw configuration read from
// environment variables, unset values taken from the country's entry (countries.ts) or the defaults. A
// module of its own so that the portal, which only validates what it is given, does not load the full
// country table with deployment.ts (issue 14).
import { COUNTRIES, type CountryCode } from "./countries";
import { DEFAULT_DEPLOYMENT } from "./deployment";

/** Reads the raw configuration from environment variables; unset values take the country's or the default's. */
export function deploymentFromEnv(env: Record<string, string | undefined>): Record<string, unknown> {
  const country = (env.COUNTRY ?? DEFAULT_DEPLOYMENT.country).toUpperCase();
  const c = COUNTRIES[country as CountryCode];
  return {
    brand: env.BRAND ?? DEFAULT_DEPLOYMENT.brand,
    country,
    env: env.APP_ENV ?? DEFAULT_DEPLOYMENT.env,
    region: env.REGION ?? c?.region ?? DEFAULT_DEPLOYMENT.region,
    language: env.LANGUAGE ?? c?.defaultLanguage ?? DEFAULT_DEPLOYMENT.language,
    currency: env.CURRENCY ?? c?.currency ?? DEFAULT_DEPLOYMENT.currency,
    timezone: env.TIMEZONE ?? c?.timezone ?? DEFAULT_DEPLOYMENT.timezone,
    phonePrefix: env.PHONE_PREFIX ?? c?.phonePrefix ?? DEFAULT_DEPLOYMENT.phonePrefix,
    paymentMethod: env.PAYMENT_METHOD ?? DEFAULT_DEPLOYMENT.paymentMethod,
    apiHost: env.API_HOST ?? "",
    mapStyleUrl: env.MAP_STYLE_URL ?? "",
    appVersion: env.APP_VERSION ?? DEFAULT_DEPLOYMENT.appVersion,
    helpCentreHost: env.HELP_CENTRE_HOST ?? "",
    ...(env.PAGE_LOAD_RETRY_MS ? { pageLoadRetryMs: Number(env.PAGE_LOAD_RETRY_MS) } : {}),
  };
}
