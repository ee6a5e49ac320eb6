import type { Migration } from './index';

/** Lets the cache be pruned by age without a full scan. */
export const m0002CacheScope: Migration = {
  version: 2,
  name: 'cache_updated_at_index',
  up: (db) => {
    db.exec('CREATE INDEX cache_updated_at ON cache (updated_at)');
  },
};
