import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects in one run (docs/performance.md "Issue 21 — the test suite"). The API and unit tests share their worker's loaded modules
 * between files (`isolate: false`): each API file opens its own database from the template and its own app, so only the
 * module loading is shared — it cost three minutes per run when every file loaded the whole server again. The UI tests
 * keep a fresh module graph and DOM per file. Two workers on a 2-core machine: much of a test's time is waiting (the
 * database, argon2 on the thread pool, the Python sandbox), so two files at once fill the cores.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    server: { deps: { inline: ['@rjsf/mantine'] } },
    projects: [
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], globalSetup: ['tests/support/global-setup.ts'], isolate: false } },
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false } },
      { extends: true, test: { name: 'ui', include: ['tests/ui/**/*.test.tsx'], setupFiles: ['tests/support/ui/testing-library-setup.ts'] } },
    ],
  },
});
