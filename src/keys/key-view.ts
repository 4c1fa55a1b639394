import { isoTime } from '../clock.js';
import type { ApiKey } from './keys-service.js';

/** A key as the API and `svc keys` show it: never its secret. */
export function keyView(key: ApiKey) {
  return {
    key_id: key.id,
    client_id: key.clientId,
    name: key.name,
    scopes: key.scopes,
    created_at: isoTime(key.createdAt),
    revoked_at: key.revokedAt === null ? null : isoTime(key.revokedAt),
  };
}
