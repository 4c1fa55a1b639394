import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createClient, createTestApp } from '../helpers/app.js';

/** The address the audit log records for one call that came through a proxy at 127.0.0.1. */
async function recordedIp(trustProxy: false | number | string[]): Promise<string | null> {
  const t = await createTestApp({ trustProxy });
  const client = await createClient(t, ['match:read']);
  const response = await t.app.inject({ method: 'GET', url: '/v1/quota/status', headers: { ...client.auth, 'x-forwarded-for': '203.0.113.7' }, remoteAddress: '127.0.0.1' });
  expect(response.statusCode).toBe(200);
  return (await t.core.audit.recent(client.clientId))[0]!.ip;
}

describe('behind a reverse proxy', () => {
  it("records the client's address from X-Forwarded-For only when the proxy is trusted", async () => {
    expect(await recordedIp(false)).toBe('127.0.0.1');
    expect(await recordedIp(['127.0.0.1'])).toBe('203.0.113.7');
    expect(await recordedIp(['10.0.0.0/8'])).toBe('127.0.0.1');
    expect(await recordedIp(1)).toBe('203.0.113.7');
  });

  it('reads --trust-proxy or SVC_TRUST_PROXY, and refuses a value that names no address', () => {
    expect(loadConfig({}, {}).trustProxy).toBe(false);
    expect(loadConfig({ trustProxy: '127.0.0.1, 10.0.0.0/8' }, {}).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({}, { SVC_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ trustProxy: 'everyone' }, {})).toThrow('trust proxy must be addresses or networks, comma-separated (e.g. 127.0.0.1,10.0.0.0/8), or a number of hops, got "everyone"');
    expect(() => loadConfig({}, { SVC_TRUST_PROXY: '10.0.0.0/33' })).toThrow('got "10.0.0.0/33"');
  });
});
