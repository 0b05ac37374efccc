/**
 * Signed-in requests over HTTP against a bare Hono "hello" in the same run (issue 21): each server in a child process,
 * loaded from this one with 1 and 16 keep-alive clients. The ratio is throughput against the bare server's.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { benchEngines } from './bench-database.js';
import { requestsPerSecond, type Served } from './http/load.js';
import { ratioLine, type Bench } from './measure.js';

const childScript = fileURLToPath(new URL('./http/served-app.ts', import.meta.url));

function startChild(args: string[]): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server ${args.join(' ')} exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const port = /^PORT (\d+)$/.exec(line)?.[1];
      if (port) resolve({ port: Number(port), stop: () => new Promise((done) => { child.removeAllListeners('exit'); child.once('exit', () => done()); child.kill('SIGTERM'); }) });
    });
  });
}

async function signIn(port: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/authentication`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'captain', password: 'Captain#2026' }),
  });
  return ((await answer.json()) as { token: string }).token;
}

const clientCounts = [1, 16];
/** What a browser sends with every call (the runtime adds its language): the answers are compressed as a browser gets them. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en' };

export const httpThroughput: Bench = {
  id: 'http',
  title: 'Requests over HTTP: signed-in and public reads against bare Hono (higher is better)',
  async run() {
    const lines: string[] = [];
    const bare = await startChild(['bare']);
    try {
      for (const [index, engine] of benchEngines().entries()) {
        const keel = await startChild(['keel', String(index)]);
        try {
          const signedIn = { ...browserHeaders, authorization: `Bearer ${await signIn(keel.port)}` };
          for (const clients of clientCounts) {
            // The baseline is measured beside each engine's figures, so both see the same machine at the same time.
            const baseline = await requestsPerSecond(bare.port, '/hello', browserHeaders, clients);
            const name = (what: string) => `${engine.label}, ${clients} client${clients > 1 ? 's' : ''}: ${what}`;
            const line = (what: string, rate: number) => ratioLine(name(what), rate, baseline, 'bare Hono hello', 'requests/s');
            lines.push(line('signed-in GET /api/authentication/ping', await requestsPerSecond(keel.port, '/api/authentication/ping', signedIn, clients)));
            lines.push(line('signed-in GET /api/menu', await requestsPerSecond(keel.port, '/api/menu', signedIn, clients)));
            lines.push(line('public GET /api/authentication/criteria', await requestsPerSecond(keel.port, '/api/authentication/criteria', browserHeaders, clients)));
          }
        } finally {
          await keel.stop();
        }
      }
    } finally {
      await bare.stop();
    }
    return lines;
  },
};
