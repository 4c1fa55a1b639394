import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.js';
import { workerCount } from '../../src/workers.js';

describe('how many processes svc serve runs', () => {
  it('leaves a core to the threads that read CVs and embed texts, unless told', () => {
    expect(workerCount(undefined, {})).toBe(Math.max(1, os.availableParallelism() - 1));
    expect(workerCount(undefined, { SVC_WORKERS: '3' })).toBe(3);
    expect(workerCount('2', { SVC_WORKERS: '3' })).toBe(2);
  });

  it('refuses a count that is not a whole number from 1 to 64', () => {
    for (const bad of ['0', '65', '1.5', 'two', '']) expect(() => workerCount(bad, {})).toThrow(ConfigError);
  });
});
