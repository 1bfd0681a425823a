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

export const securityHeaders = (rawDeployment: Record<string, unknown>) =>
  secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(rawDeployment),
    crossOriginEmbedderPolicy: false,
    // The portal may open a payment provider's page; keep the opener isolated but allow popups.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
  });
