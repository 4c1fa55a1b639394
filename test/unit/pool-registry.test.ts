import { describe, expect, it } from 'vitest';
import { PoolRegistry } from '../../src/matching/pools.js';
import { createClient, createTestApp } from '../helpers/app.js';

describe('stored pools at start', () => {
  it('loads the pools of the clients whose profiles changed last, as many profiles as its budget holds, before any match asks for them', async () => {
    const t = await createTestApp();
    const [large, small, none] = [await createClient(t, ['profile:write']), await createClient(t, ['profile:write']), await createClient(t, ['profile:write'])];
    for (const name of ['Ada Lovelace', 'Grace Hopper']) await t.core.profiles.push(large.clientId, { full_name: name, headline: 'Software developer', skills: ['TypeScript'] });
    t.clock.advanceSeconds(60);
    await t.core.profiles.push(small.clientId, { full_name: 'Linus Torvalds', headline: 'Kernel developer', skills: ['C'] });
    const loaded = (client: { clientId: string }) => t.core.pools.loaded(PoolRegistry.storedKey(client.clientId));
    expect(loaded(large)).toBeUndefined();

    // The client whose profiles changed last comes first; the next pool does not fit what is left.
    await t.core.pools.warmStored(2);
    expect((await loaded(small))?.size).toBe(1);
    expect(loaded(large)).toBeUndefined();

    await t.core.warmPools();
    expect((await loaded(large))?.size).toBe(2);
    expect(loaded(none)).toBeUndefined();
  });

  it('stops loading once the server closes', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    await t.core.profiles.push(client.clientId, { full_name: 'Ada Lovelace', headline: 'Software developer' });
    await t.core.pools.closeAll();
    await t.core.pools.warmStored(10);
    expect(t.core.pools.loaded(PoolRegistry.storedKey(client.clientId))).toBeUndefined();
  });
});
