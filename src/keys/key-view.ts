import { isoTime } from '../clock.js';
import type { ApiKey } from './keys-service.js';

/** A key as the API and `svc keys` show it: never its secret. */
export function keyView({ id, created_at, revoked_at, ...key }: ApiKey) {
  return { key_id: id, ...key, created_at: isoTime(created_at), revoked_at: revoked_at === null ? null : isoTime(revoked_at) };
}
