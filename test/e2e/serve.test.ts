import fs from 'node:fs';
import path from 'node:path';
import { Database } from '../../src/db/sqlite-driver.js';
import { afterEach, describe, expect, it } from 'vitest';
import { readTree, runSvc, startServe, tempDir, type ServeProcess } from '../helpers/processes.js';

let server: ServeProcess | null = null;
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = null;
});

describe('svc serve, end to end', () => {
  it('an operator key, a form-encoded token, a protected call; no secret in clear on disk or in logs', async () => {
    const dataDir = tempDir();
    server = await startServe(dataDir);

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);

    const created = await runSvc(['keys', 'create', '--scope', 'match:read keys:write', '--plan', 'developer', '--json', '--data-dir', dataDir]);
    expect(created.code).toBe(0);
    const key = JSON.parse(created.stdout) as Record<string, string>;
    expect(Object.keys(key).sort()).toEqual(['client_id', 'client_secret', 'key_id', 'plan', 'sandbox', 'scopes']);

    const tokenResponse = await fetch(`${server.url}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: key.client_id!, client_secret: key.client_secret!, scope: 'match:read' }),
    });
    expect(tokenResponse.status).toBe(200);
    const token = (await tokenResponse.json()) as { access_token: string; refresh_token: string };

    const quota = await fetch(`${server.url}/v1/quota/status`, { headers: { authorization: `Bearer ${token.access_token}` } });
    expect(quota.status).toBe(200);
    expect(quota.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(await quota.json()).toMatchObject({ quota_plan: 'developer' });

    expect(await server.stop('SIGTERM')).toBe(0);
    // Audit lines are written in batches; a clean stop writes the last ones.
    const db = new Database(path.join(dataDir, 'svc.db'), { readonly: true });
    const audit = db.prepare("SELECT client_id, method, route, status FROM audit_log WHERE route = '/v1/quota/status'").all();
    db.close();
    expect(audit).toEqual([{ client_id: key.client_id, method: 'GET', route: '/v1/quota/status', status: 200 }]);

    const everything = readTree(dataDir) + server.output() + created.stderr;
    for (const secret of [key.client_secret!, token.access_token, token.refresh_token]) {
      expect(everything.includes(secret)).toBe(false);
    }
    expect(fs.statSync(path.join(dataDir, 'master.key')).mode & 0o777).toBe(0o600);
    server = null;
  });

  it('exits 0 on SIGTERM and SIGINT, with the database closed cleanly', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const dataDir = tempDir();
      server = await startServe(dataDir);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await server.stop(signal)).toBe(0);
      server = null;
      // A cleanly closed WAL database leaves no -wal file behind.
      expect(fs.existsSync(path.join(dataDir, 'svc.db-wal'))).toBe(false);
    }
  });

  it('an operator command ends cleanly every time: exit 0 and the whole JSON on stdout', async () => {
    // Node 24.19+ aborted one such run in two at exit with better-sqlite3 12 (docs/deployment.md).
    const runs = await Promise.all(Array.from({ length: 6 }, () => runSvc(['keys', 'create', '--scope', 'match:read', '--json', '--data-dir', tempDir()])));
    for (const run of runs) {
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      expect(JSON.parse(run.stdout)).toMatchObject({ plan: 'free', client_secret: expect.any(String) });
    }
  });

  it('refuses a bad flag with exit code 2 and a readable message', async () => {
    const result = await runSvc(['serve', '--port', 'eighty']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('port must be an integer');
  });

  it('says which PostgreSQL it cannot reach, without its password, and exits 1; a URL without the master key is a usage error', async () => {
    const url = 'postgres://svc:hunter2@127.0.0.1:1/svc';
    const unreachable = await runSvc(['serve', '--port', '0', '--workers', '1', '--database-url', url], { env: { SVC_MASTER_KEY: 'ab'.repeat(32) } });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('the PostgreSQL database 127.0.0.1:1/svc cannot be used: connect ECONNREFUSED');
    expect(unreachable.stderr).not.toContain('hunter2');
    const keyless = await runSvc(['keys', 'list', '--database-url', url], { env: { SVC_MASTER_KEY: '' } });
    expect(keyless.code).toBe(2);
    expect(keyless.stderr).toContain('SVC_MASTER_KEY must be set');
  });
});
