#!/usr/bin/env node
// Development: the API server (restarting on change, demo data) on :8080 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const run = (command, args, env = {}) => spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
const children = [
  run('npx', ['tsx', 'watch', 'server/main.ts', '--demo'], { STATIC_DIR: '' }),
  run('npx', ['vite']),
];
console.log('Keel dev: open http://localhost:5173/ (API on http://localhost:8080/)');
const stop = () => { for (const child of children) child.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
