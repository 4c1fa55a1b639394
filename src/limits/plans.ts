/** Plan presets of api-spec.md (Limits): hourly requests per bucket, and API keys per client. */
export const BUCKETS = ['default', 'match', 'job', 'broadcast'] as const;
export type Bucket = (typeof BUCKETS)[number];

export const PLANS = ['free', 'developer', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanLimits {
  readonly hourly: Readonly<Record<Bucket, number>>;
  /** Active API keys a client may hold; null is unlimited. */
  readonly maxKeys: number | null;
}

export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = {
  free: { hourly: { default: 200, match: 20, job: 5, broadcast: 5 }, maxKeys: 1 },
  developer: { hourly: { default: 1000, match: 100, job: 50, broadcast: 50 }, maxKeys: 5 },
  enterprise: { hourly: { default: 10000, match: 1000, job: 500, broadcast: 500 }, maxKeys: null },
};

/**
 * Requests that carry no valid client (a bad token, the self-service key creation, a
 * failed login) are counted per IP address in `default`. Sized like the largest plan so a
 * shared gateway is not starved, while a credential-guessing loop still meets a wall.
 */
export const ANONYMOUS_HOURLY_LIMIT = PLAN_LIMITS.enterprise.hourly.default;

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}
