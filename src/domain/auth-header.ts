// Authorization precedence of the spec (core section 7): the external-platform (GODROID) token if one
// is stored; otherwise a Bearer value built from the access token and the id token
// ("<AccessToken>;<IdToken>"); otherwise a Bearer token from the stored (guest) session.

export type AuthCredentials = {
  platformToken?: string | null;
  accessToken?: string | null;
  idToken?: string | null;
  guestToken?: string | null;
};

const present = (s: string | null | undefined): s is string => typeof s === "string" && s.length > 0;

/** The value of the Authorization header, or null when nothing is stored. */
export function authorizationHeader(c: AuthCredentials): string | null {
  if (present(c.platformToken)) return `ExternalPlatform ${c.platformToken}`;
  if (present(c.accessToken)) return present(c.idToken) ? `Bearer ${c.accessToken};${c.idToken}` : `Bearer ${c.accessToken}`;
  if (present(c.guestToken)) return `Bearer ${c.guestToken}`;
  return null;
}
