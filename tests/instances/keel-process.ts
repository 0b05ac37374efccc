/** A real Keel server process (`server/main.ts` under tsx) for the several-instances test: started, awaited, stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface KeelProcess {
  name: string;
  baseUrl: string;
  socketUrl: string;
  /** Everything it printed, for the failure message. */
  output(): string;
  /** SIGTERM (the server's own shutdown), SIGKILL if it is not gone within 10 s. */
  stop(): Promise<void>;
}

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the process and resolves once it says it is serving; rejects (and kills it) when it exits or takes too long. */
export async function startKeelProcess(name: string, env: Record<string, string>, timeoutMs = 180_000): Promise<KeelProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not start within ${timeoutMs / 1000} s`), timeoutMs);
    const fail = (why: string) => { clearTimeout(timer); void stop().then(() => reject(new Error(`Keel ${name} ${why}:\n${output}`))); };
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Keel is running at')) { clearTimeout(timer); resolve(); }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal})`));
  });
  return {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    socketUrl: `ws://127.0.0.1:${port}/ws/socket`,
    output: () => output,
    stop,
  };
}
