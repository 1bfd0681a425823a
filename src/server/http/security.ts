// Security headers for every answer. Documents and the portal's files get a Content-Security-Policy
// the SPA works under: scripts only from the portal itself (the deployment JSON is a data block, not
// a script), inline styles for Mantine, images and workers from blob: (MapLibre), the live channel
// over ws:/wss:, and the origins of a configured external API host or map style. The answers of the
// platform's APIs (JSON, exports, photos) are no documents: they get the short set an API needs
// (OWASP's REST security headers), with a policy that lets nothing load or frame them should one be
// opened as a page; the headers that only a document reads (Permissions-Policy, the opener and
// agent-cluster isolation, the legacy X- switches) are left out (issue 14: 0.5 KB less on every
// API answer, a third of the hot reads' bytes).
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

/** Which answers get which headers: "page" for documents and the portal's files, "api" for the platform's APIs' answers. */
export type SecurityKind = "page" | "api";

/** An API answer's policy: nothing loads in it, nothing frames it. */
export const API_CONTENT_SECURITY_POLICY = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** Hono's secureHeaders: every answer gets these (after its handler, overwriting, X-Powered-By removed). */
export const securityHeaders = (rawDeployment: Record<string, unknown>, kind: SecurityKind) =>
  kind === "page"
    ? secureHeaders({
        contentSecurityPolicy: contentSecurityPolicy(rawDeployment),
        crossOriginEmbedderPolicy: false,
        // The portal may open a payment provider's page; keep the opener isolated but allow popups.
        crossOriginOpenerPolicy: "same-origin-allow-popups",
        referrerPolicy: "strict-origin-when-cross-origin",
        permissionsPolicy: PERMISSIONS_POLICY,
      })
    : secureHeaders({
        contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
        crossOriginEmbedderPolicy: false,
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        referrerPolicy: "no-referrer",
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xFrameOptions: "DENY",
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
      });

/**
 * The API's headers as a plain list, for its answers built whole in advance (http/prebuilt.ts: the
 * hot JSON reads): Hono's output for the "api" options above, in its spelling.
 * tests/server/prebuilt-answer.test.ts checks that an answer through the middleware carries exactly these.
 */
export const API_SECURITY_HEADER_LIST: readonly (readonly [string, string])[] = [
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
];
