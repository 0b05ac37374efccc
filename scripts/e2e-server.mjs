#!/usr/bin/env node
// Starts the built app on a fresh embedded database with the demo data, for the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'keel-e2e-'));
const server = spawn('npx', ['tsx', 'server/main.ts', '--demo'], {
  stdio: 'inherit',
  // One day of demo ship data keeps the start short; the browser tests ingest what they need themselves. The day and
  // the demo alarms are stored before the server listens (KEEL_DEMO_FOREGROUND, docs/operations.md "Start-up"), so
  // the tests that playwright starts once /api/authentication/criteria answers never race the background fill.
  env: {
    ...process.env, DATA_DIR: dataDir, STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
    KEEL_DEMO_DAYS: process.env.KEEL_DEMO_DAYS ?? '1', KEEL_DEMO_FOREGROUND: process.env.KEEL_DEMO_FOREGROUND ?? '1',
  },
});
const stop = () => { server.kill('SIGTERM'); };
server.on('exit', (code) => { rmSync(dataDir, { recursive: true, force: true }); process.exit(code ?? 0); });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
