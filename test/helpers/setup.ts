import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs.js';

// Registered before the test file's own hooks, so it runs after them: its servers are stopped by then.
afterAll(removeTempDirs);
