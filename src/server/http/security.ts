// Security headers for every answer, with a Content-Security-Policy the SPA works under: scripts
// only from the portal itself (the deployment JSON is a data block, not a script), inline styles
// for Mantine, images and workers from blob: (MapLibre), the live channel over ws:/wss:, and the
// origins of a configured external API host or map style.
import { secureHeaders } from "hono/secure-headers";

const originOf = (url: unknown): string | null => {
  if (typeof url !== "string" || !url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch {
    return null;
  }
};

export function contentSecurityPolicy(rawDeployment: Record<string, unknown>) {
  const api = originOf(rawDeployment.apiHost);
  const map = originOf(rawDeployment.mapStyleUrl);
  const help = originOf(rawDeployment.helpCentreHost);
  const extra = (list: (string | null)[]) => list.filter((o): o is string => Boolean(o));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...extra([map])],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", "ws:", "wss:", ...extra([api, map, help])],
    workerSrc: ["'self'", "blob:"],
    frameSrc: ["'self'", ...extra([help])],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  };
}

const PERMISSIONS_POLICY = { camera: [], microphone: [], geolocation: ["self"] };

/** Hono's secureHeaders: every answer gets these (after its handler, overwriting, X-Powered-By removed). */
export const securityHeaders = (rawDeployment: Record<string, unknown>) =>
  secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(rawDeployment),
    crossOriginEmbedderPolicy: false,
    // The portal may open a payment provider's page; keep the opener isolated but allow popups.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: PERMISSIONS_POLICY,
  });

/**
 * The same headers as a plain list, for answers built whole in advance (http/prebuilt.ts): Hono's
 * defaults with the options above, in its spelling. tests/server/prebuilt-answer.test.ts checks that
 * an answer through the middleware carries exactly these.
 */
export function securityHeaderList(rawDeployment: Record<string, unknown>): [string, string][] {
  const kebab = (name: string) => name.replace(/[A-Z]+(?![a-z])|[A-Z]/g, (m, offset) => (offset ? "-" : "") + m.toLowerCase());
  const csp = Object.entries(contentSecurityPolicy(rawDeployment))
    .map(([directive, values]) => [kebab(directive), ...values].join(" "))
    .join("; ");
  const permissions = Object.entries(PERMISSIONS_POLICY)
    .map(([feature, allow]) => `${kebab(feature)}=(${allow.join(" ")})`)
    .join(", ");
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Content-Security-Policy", csp],
    ["Permissions-Policy", permissions],
  ];
}
