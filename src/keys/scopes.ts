import { errors } from '../errors.js';

/** The closed list of scopes (decisions.md, Tenancy and keys). */
export const SCOPES = [
  'profile:write',
  'match:read',
  'jobs:write',
  'jobs:read',
  'analytics:read',
  'webhook:write',
  'diffusion:write',
  'trust:write',
  'trust:read',
  'keys:write',
] as const;

export type Scope = (typeof SCOPES)[number];

/** The scope that creates, lists, extends and revokes a client's keys; a client's first key holds it. */
export const KEY_MANAGEMENT_SCOPE: Scope = 'keys:write';

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Validates a list of scope names; unknown ones give 400 `Scopes inconnus : a, b`. */
export function parseScopes(values: readonly string[]): Scope[] {
  const unknown = values.filter((value) => !isScope(value));
  if (unknown.length > 0) throw errors.unknownScopes([...new Set(unknown)]);
  return normaliseScopes(values as Scope[]);
}

/** Splits an OAuth `scope` parameter (space-separated). */
export function splitScopeString(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

export function normaliseScopes(scopes: readonly Scope[]): Scope[] {
  return [...new Set(scopes)].sort((a, b) => SCOPES.indexOf(a) - SCOPES.indexOf(b));
}

export function joinScopes(scopes: readonly Scope[]): string {
  return normaliseScopes(scopes).join(' ');
}

export function readScopes(stored: string): Scope[] {
  return splitScopeString(stored).filter(isScope);
}
