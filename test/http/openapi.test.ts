import { describe, expect, it } from 'vitest';
import { createTestApp, json } from '../helpers/app.js';

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
}

describe('GET /v1/openapi.json', () => {
  it('documents every route of the app, with the scopes each enforces', async () => {
    const routes: { method: string; url: string }[] = [];
    const t = await createTestApp({
      setup: (app) =>
        app.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url });
        }),
    });
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = json<OpenApiDoc>(response);
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([url, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`));
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes.filter((r) => r.method !== 'HEAD')) {
      const url = route.url.replace(/:(\w+)/g, '{$1}');
      expect(documented, `${route.method} ${url}`).toContain(`${route.method} ${url}`);
    }
    expect(doc.paths['/v1/quota/status']!.get!.security).toEqual([{ oauth2: ['match:read'] }]);
    expect(doc.paths['/v1/auth/token']!.post!.security).toEqual([]);
  });
});
