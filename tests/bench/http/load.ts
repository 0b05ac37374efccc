/** A small HTTP load generator: keep-alive clients each sending the next request when the last answer arrived. */
import { Agent, request } from 'node:http';

export interface Served {
  port: number;
  stop(): Promise<void>;
}

/** Requests per second over `durationMs` with `clients` concurrent keep-alive connections; every answer must be 200. */
export async function requestsPerSecond(
  port: number, path: string, headers: Record<string, string>, clients: number, durationMs = 3_000,
): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const once = () => new Promise<void>((resolve, reject) => {
    const req = request({ port, path, headers, agent, host: '127.0.0.1' }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${path} answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
  const run = async (until: number) => {
    let count = 0;
    while (performance.now() < until) { await once(); count++; }
    return count;
  };
  await Promise.all(Array.from({ length: clients }, () => run(performance.now() + 300)));
  const began = performance.now();
  const counts = await Promise.all(Array.from({ length: clients }, () => run(began + durationMs)));
  const elapsed = performance.now() - began;
  agent.destroy();
  return counts.reduce((a, b) => a + b, 0) / (elapsed / 1000);
}
