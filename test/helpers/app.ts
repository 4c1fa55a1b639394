import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createCore, type Core } from '../../src/core.js';
import type { Store } from '../../src/db/store.js';
import type { Scope } from '../../src/keys/scopes.js';
import type { Plan } from '../../src/limits/plans.js';
import type { WhatsappConfig } from '../../src/config.js';
import type { Embedder } from '../../src/matching/embeddings.js';
import { TestClock } from './clock.js';
import { privateStore } from './stores.js';

export { eventually } from './clock.js';

export interface TestApp {
  app: FastifyInstance;
  core: Core;
  clock: TestClock;
  db: Store;
  /** What the server logged: its errors, or everything from info up when the test passed `logLines`. */
  logLines: string[];
}

const open: TestApp[] = [];
afterEach(async () => {
  for (const { app, db, core } of open.splice(0)) {
    await app.close();
    await core.close();
    await db.close();
  }
});

/** The real app on a private, migrated store (SQLite in memory, or a PostgreSQL database of its own), closed after each test. */
export async function createTestApp(options: { db?: Store; clock?: TestClock; masterKey?: Buffer; setup?: (app: FastifyInstance) => void; allowInsecureLoopback?: boolean; retrySchedule?: number[]; whatsapp?: WhatsappConfig; embedder?: Embedder; logLines?: string[]; trustProxy?: false | number | string[] } = {}): Promise<TestApp> {
  const db = options.db ?? (await privateStore());
  const clock = options.clock ?? new TestClock();
  const policy = { allowInsecureLoopback: options.allowInsecureLoopback ?? false };
  const core = await createCore({
    db,
    clock,
    masterKey: options.masterKey ?? crypto.randomBytes(32),
    outbound: policy,
    webhooks: { policy, retrySchedule: options.retrySchedule ?? [0.05, 0.1, 0.2] },
    whatsapp: options.whatsapp,
    embedder: options.embedder,
  });
  core.start();
  // Errors are always kept, so that a test that meets a 500 can say why.
  const logLines = options.logLines ?? [];
  const logger = { level: options.logLines ? 'info' : 'error', stream: { write: (line: string) => void logLines.push(line) } };
  const app = await buildApp(core, { setup: options.setup, logger, trustProxy: options.trustProxy });
  await app.ready();
  const testApp = { app, core, clock, db, logLines };
  open.push(testApp);
  return testApp;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  keyId: string;
  token: string;
  auth: { authorization: string };
}

/** A client with one key holding `scopes` (and keys:write, as every first key), and an access token for `scopes` only. */
export async function createClient(t: TestApp, scopes: Scope[], options: { plan?: Plan; sandbox?: boolean } = {}): Promise<TestClient> {
  const created = await t.core.keys.createClient({ plan: options.plan ?? 'enterprise', sandbox: options.sandbox ?? false, scopes });
  const token = (await t.core.tokens.issue(created.key.id, scopes)).access_token;
  return {
    clientId: created.client.id,
    clientSecret: created.clientSecret,
    keyId: created.key.id,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
