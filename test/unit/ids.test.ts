import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/ids.js';

describe('newId', () => {
  it('gives prefixed ULIDs of the current time, all different, past several refills of its random bytes', () => {
    const before = Date.now();
    const ids = Array.from({ length: 10_000 }, () => newId('evt'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
    const time = decodeTime(ids.at(-1)!.slice('evt_'.length));
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
    // 80 random bits an id: its last 16 characters take every value of the alphabet.
    expect(new Set(ids.map((id) => id.at(-1))).size).toBe(32);
  });
});
