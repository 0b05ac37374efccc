/**
 * Two real Keel processes on one PostgreSQL database (issue 20 "Several instances"): run by `npm run test:instances`
 * with TEST_DATABASE_URL, from .ci/run after the API suite on PostgreSQL; not part of `npm test` (no PostgreSQL there).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/instances/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
