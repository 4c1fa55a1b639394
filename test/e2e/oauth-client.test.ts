import { ClientCredentials } from 'simple-oauth2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSvc, startServe, tempDir, type ServeProcess } from '../helpers/processes.js';

let server: ServeProcess;
let key: { client_id: string; client_secret: string };

beforeAll(async () => {
  const dataDir = tempDir();
  server = await startServe(dataDir);
  key = JSON.parse((await runSvc(['keys', 'create', '--scope', 'match:read jobs:read', '--json', '--data-dir', dataDir])).stdout);
});

afterAll(async () => {
  await server.stop('SIGTERM');
});

/** A standard OAuth 2.0 client library, used as its documentation says, against svc serve. */
describe('simple-oauth2 against /v1/auth/token', () => {
  for (const method of ['header', 'body'] as const) {
    it(`client credentials with ${method} authentication, refresh, and a protected call`, async () => {
      const client = new ClientCredentials({
        client: { id: key.client_id, secret: key.client_secret },
        auth: { tokenHost: server.url, tokenPath: '/v1/auth/token', refreshPath: '/v1/auth/token' },
        options: { authorizationMethod: method, bodyFormat: 'form' },
      });
      const accessToken = await client.getToken({ scope: 'match:read' });
      expect(accessToken.token).toMatchObject({ token_type: 'Bearer', scope: 'match:read', expires_in: 3600 });
      expect(accessToken.expired()).toBe(false);

      const quota = await fetch(`${server.url}/v1/quota/status`, { headers: { authorization: `Bearer ${accessToken.token.access_token as string}` } });
      expect(quota.status).toBe(200);

      const refreshed = await accessToken.refresh();
      expect(refreshed.token.access_token).not.toBe(accessToken.token.access_token);
      const again = await fetch(`${server.url}/v1/quota/status`, { headers: { authorization: `Bearer ${refreshed.token.access_token as string}` } });
      expect(again.status).toBe(200);
    });
  }

  it('reports bad credentials as an error the library raises', async () => {
    const client = new ClientCredentials({ client: { id: key.client_id, secret: 'sk_wrong' }, auth: { tokenHost: server.url, tokenPath: '/v1/auth/token' } });
    await expect(client.getToken({ scope: 'match:read' })).rejects.toMatchObject({ output: { statusCode: 401 } });
  });
});
