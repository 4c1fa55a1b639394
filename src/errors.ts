/**
 * Every failure the API reports is an ApiError: an HTTP status and a French `detail`.
 * Domain modules throw these; the HTTP layer renders them as `{ detail }` in one place
 * (src/http/error-handler.ts). The strings of api-spec.md are binding to the letter.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

export const errors = {
  invalidField: (field: string, problem: string) => new ApiError(400, `Champ invalide : ${field} (${problem})`),
  invalidHeader: (header: string, problem: string) => new ApiError(400, `En-tête invalide : ${header} (${problem})`),
  unknownScopes: (scopes: string[]) => new ApiError(400, `Scopes inconnus : ${scopes.join(', ')}`),
  scopeNotGranted: (scopes: string[]) =>
    new ApiError(400, `Scopes non accordés à cette clé : ${scopes.join(', ')}`),
  requestExpired: () => new ApiError(400, 'Requête expirée (anti-replay).'),
  invalidToken: () =>
    new ApiError(401, 'Token invalide ou expiré.', {
      'www-authenticate': 'Bearer',
      link: '</v1/auth/refresh>; rel="refresh"',
    }),
  invalidClient: () =>
    new ApiError(401, 'Identifiants client invalides.', { 'www-authenticate': 'Basic realm="svc"' }),
  invalidRefreshToken: () => new ApiError(401, 'Refresh token invalide, expiré ou déjà utilisé.'),
  invalidSignature: () => new ApiError(401, 'Signature invalide.'),
  scopeRequired: (scope: string) => new ApiError(403, `Scope requis : ${scope}`),
  sandboxForbidden: () => new ApiError(403, 'Accès aux données de production interdit depuis la Sandbox.'),
  keyLimitReached: (plan: string, max: number) =>
    new ApiError(403, `Nombre maximal de clés API atteint pour le plan ${plan} (${max}).`),
  notFound: (detail: string) => new ApiError(404, detail),
  routeNotFound: (method: string, url: string) => new ApiError(404, `Route introuvable : ${method} ${url}`),
  methodNotAllowed: (method: string, allowed: string[]) =>
    new ApiError(405, `Méthode non autorisée : ${method}`, { allow: allowed.join(', ') }),
  conflict: (detail: string) => new ApiError(409, detail),
  payloadTooLarge: (detail: string) => new ApiError(413, detail),
  unsupportedMediaType: (type: string) => new ApiError(415, `Type de contenu non pris en charge : ${type}`),
  rateLimited: (limit: number, retryAfterSeconds: number) =>
    new ApiError(429, `Rate limit dépassé (${limit} req/h).`, { 'retry-after': String(retryAfterSeconds) }),
  internal: () => new ApiError(500, 'Erreur interne.'),
} as const;
