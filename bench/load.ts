import { Pool } from 'undici';

export interface LatencyStats {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function stats(latencies: number[], errors: number, seconds: number): LatencyStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: latencies.length, errors, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), rps: latencies.length / seconds };
}

/**
 * Sends `count` requests from `body(i)` with `concurrency` in flight, over keep-alive
 * connections to one loopback origin; bounded in count, so it stops by itself.
 */
export async function load(
  origin: string,
  options: { count: number; concurrency: number; method?: 'GET' | 'POST'; path: string | ((i: number) => string); headers?: Record<string, string>; body?: (i: number) => string },
): Promise<LatencyStats> {
  const pool = new Pool(origin, { connections: options.concurrency, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < options.count; i = next++) {
      const begin = performance.now();
      const response = await pool.request({
        method: options.method ?? 'GET',
        path: typeof options.path === 'function' ? options.path(i) : options.path,
        headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        body: options.body?.(i),
      });
      await response.body.dump();
      latencies.push(performance.now() - begin);
      if (response.statusCode >= 400) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return stats(latencies, errors, seconds);
}

/** An access token for a client, as an integrator gets one (client credentials). */
export async function token(url: string, clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }) });
  return ((await response.json()) as { access_token: string }).access_token;
}
