import type { Store } from './store.js';

/** What every repository shares: the store its statements run on, in the caller's transaction if there is one. */
export abstract class Repository {
  constructor(protected readonly store: Store) {}
}
