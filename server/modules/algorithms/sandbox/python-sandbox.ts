/**
 * Runs user Python in child processes fenced in at the process level (stack-notes §2; pyodide itself is no boundary):
 * Node's permission model reading only pyodide and the runner, an empty environment, no code generation from
 * strings, a network namespace and a memory cgroup where the OS offers them (isolation.ts), a deadline after which the
 * child is killed, and bounded console output. Children are kept warm and reused for `runsPerChild` runs; one that
 * failed in any way other than a Python exception is killed and replaced, so no run inherits a broken one.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ForestModel } from '../../../../descriptors/lib/algorithms/forest-model.js';
import { createMemoryGroup, isolation } from './isolation.js';

export interface SandboxLimits {
  /** Wall-clock time of one run, from the moment the script is handed over. */
  deadlineMs: number;
  /** Memory of one child where a cgroup can hold it. */
  memoryBytes: number;
  /** Characters of stdout and stderr kept together. */
  outputChars: number;
  /** Runs a child serves before it is replaced. */
  runsPerChild: number;
  /** Time a child may take to load Python. */
  startMs: number;
  /** Children alive at once (each holds Python's memory); runs beyond them wait for one to come free. */
  maxChildren: number;
  /** Runs that may wait for a child; one more is answered `busy` at once rather than queued without end. */
  maxWaiting: number;
}

export const defaultSandboxLimits: SandboxLimits = {
  deadlineMs: 10_000, memoryBytes: 768 * 1024 * 1024, outputChars: 64 * 1024, runsPerChild: 50, startMs: 60_000,
  maxChildren: Math.max(1, Math.min(4, availableParallelism() - 1)), maxWaiting: 16,
};

/** A tag's values as the script reads them: [epoch ms, value] pairs. */
export type SeriesPoints = [number, number | string | null][];

export type SandboxResult =
  | { ok: true; outputs: Record<string, SeriesPoints>; stdout: string; stderr: string; truncated: boolean; ms: number }
  | { ok: false; failure: 'python'; error: string; stdout: string; stderr: string; truncated: boolean; ms: number }
  | { ok: false; failure: 'deadline' | 'memory' | 'crashed' | 'busy'; ms: number };

const runnerPath = fileURLToPath(new URL('./python-runner.mjs', import.meta.url));
const pyodideDir = dirname(createRequire(import.meta.url).resolve('pyodide'));
const pyodideVersion = (JSON.parse(readFileSync(join(pyodideDir, 'package.json'), 'utf8')) as { version: string }).version;

interface Child {
  process: ChildProcessWithoutNullStreams;
  lines: AsyncIterator<string>;
  runs: number;
  memory?: ReturnType<typeof createMemoryGroup>;
}

let childCount = 0;

export interface SandboxOptions {
  /** Where pyodide's memory snapshot is kept (made by the first start, per pyodide version); cold starts without one. */
  snapshotDir?: string;
  /** A child retired after its runs or a failure is replaced at once, so the next run finds Python loaded. */
  keepWarm?: boolean;
}

export class PythonSandbox {
  private idle: Child[] = [];
  /** Children started or starting, idle or running. */
  private live = 0;
  private waiting: (() => void)[] = [];
  private closed = false;
  private snapshot?: Promise<string | undefined>;

  constructor(private readonly limits: SandboxLimits = defaultSandboxLimits, private readonly options: SandboxOptions = {}) {}

  /** Runs a script with its inputs and the trained models it reads as `keel.artifacts[code]`. */
  async run(code: string, inputs: Record<string, SeriesPoints> = {}, artifacts: Record<string, ForestModel> = {}): Promise<SandboxResult> {
    if (this.closed) throw new Error('the Python sandbox is closed');
    const child = await this.acquire();
    if (!child) return { ok: false, failure: 'busy', ms: 0 };
    const begun = performance.now();
    child.process.stdin.write(`${JSON.stringify({ code, inputs, artifacts, outputLimit: this.limits.outputChars })}\n`);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => { timer = setTimeout(() => resolve('deadline'), this.limits.deadlineMs); });
    const reply = await Promise.race([child.lines.next(), deadline]);
    clearTimeout(timer);
    const ms = performance.now() - begun;
    if (reply === 'deadline' || reply.done) {
      const failure = reply === 'deadline' ? 'deadline' : child.memory?.exceeded() ? 'memory' : 'crashed';
      this.retire(child);
      return { ok: false, failure, ms };
    }
    const answer = JSON.parse(reply.value) as { ok: boolean; error?: string; outputs?: Record<string, SeriesPoints>; stdout: string; stderr: string; truncated: boolean };
    child.runs += 1;
    if (child.runs >= this.limits.runsPerChild || this.closed) this.retire(child);
    else this.release(child);
    return answer.ok
      ? { ok: true, outputs: answer.outputs ?? {}, stdout: answer.stdout, stderr: answer.stderr, truncated: answer.truncated, ms }
      : { ok: false, failure: 'python', error: answer.error ?? '', stdout: answer.stdout, stderr: answer.stderr, truncated: answer.truncated, ms };
  }

  /** Children alive (idle or running), idle ones, and runs waiting for one. */
  get load(): { children: number; idle: number; waiting: number } {
    return { children: this.live, idle: this.idle.length, waiting: this.waiting.length };
  }

  /** Starts a child ahead of need (and with it the memory snapshot), unless one is idle or the cap is reached. */
  private warm(): void {
    if (this.closed || this.idle.length > 0 || this.live >= this.limits.maxChildren) return;
    this.live += 1;
    this.start().then((child) => this.release(child), () => this.stopped());
  }

  /** Stops every idle child and turns waiting runs away; runs still going end as their child answers. */
  close(): void {
    this.closed = true;
    for (const child of this.idle.splice(0)) this.discard(child);
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** An idle child, a new one under the cap, or the next one to come free; undefined when too many runs wait already. */
  private async acquire(): Promise<Child | undefined> {
    for (;;) {
      if (this.closed) throw new Error('the Python sandbox is closed');
      const idle = this.idle.pop();
      if (idle) return idle;
      if (this.live < this.limits.maxChildren) {
        this.live += 1;
        try {
          return await this.start();
        } catch (error) {
          this.stopped();
          throw error;
        }
      }
      if (this.waiting.length >= this.limits.maxWaiting) return undefined;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  /** A child ready for another run goes back to the idle ones (or away, once the sandbox is closed). */
  private release(child: Child): void {
    if (this.closed) this.discard(child);
    else {
      this.idle.push(child);
      this.waiting.shift()?.();
    }
  }

  /** A child that served its runs or failed is stopped, and replaced ahead of need when the sandbox keeps warm. */
  private retire(child: Child): void {
    this.discard(child);
    if (this.options.keepWarm) this.warm();
  }

  private discard(child: Child): void {
    child.process.kill('SIGKILL');
    this.stopped();
  }

  /** A child is gone (or never started): its place under the cap goes to the next waiting run. */
  private stopped(): void {
    this.live -= 1;
    this.waiting.shift()?.();
  }

  /** The snapshot file, made once by a child allowed to write only that file; undefined when it cannot be made. */
  private snapshotFile(): Promise<string | undefined> {
    const dir = this.options.snapshotDir;
    this.snapshot ??= !dir ? Promise.resolve(undefined) : (async () => {
      const file = join(dir, `pyodide-${pyodideVersion}.snapshot`);
      if (existsSync(file)) return file;
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      const maker = spawn(process.execPath, [...this.nodeFlags(), `--allow-fs-write=${partial}`, runnerPath, 'make-snapshot', partial], { env: {}, cwd: pyodideDir, stdio: 'ignore' });
      const made = await new Promise<boolean>((resolve) => maker.on('exit', (code) => resolve(code === 0)));
      if (!made) { rmSync(partial, { force: true }); return undefined; }
      renameSync(partial, file);
      return file;
    })();
    return this.snapshot;
  }

  private nodeFlags(): string[] {
    return ['--experimental-permission', `--allow-fs-read=${pyodideDir}/*`, `--allow-fs-read=${runnerPath}`, '--disallow-code-generation-from-strings', '--no-warnings'];
  }

  private async start(): Promise<Child> {
    const snapshot = await this.snapshotFile();
    const node = [
      process.execPath, ...this.nodeFlags(), ...(snapshot ? [`--allow-fs-read=${snapshot}`] : []), runnerPath,
      ...(snapshot ? ['load-snapshot', snapshot] : []),
    ];
    const fenced = isolation().network ? ['unshare', '-n', '--', ...node] : node;
    const memory = createMemoryGroup(`keel-python-${process.pid}-${++childCount}`, this.limits.memoryBytes);
    // The shell enters the cgroup and then becomes the child, so not one allocation happens outside it.
    const [command, ...args] = memory ? ['sh', '-c', `echo $$ > "$0" && exec "$@"`, memory.procs, ...fenced] : fenced;
    const child = spawn(command, args, { env: {}, cwd: pyodideDir, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stderr.resume();
    child.on('exit', () => memory?.remove());
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    let timer: NodeJS.Timeout | undefined;
    const ready = await Promise.race([
      lines.next(),
      new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), this.limits.startMs); }),
    ]);
    clearTimeout(timer);
    if (ready === 'late' || ready.done) {
      child.kill('SIGKILL');
      throw new Error('the Python sandbox did not start');
    }
    return { process: child, lines, runs: 0, memory };
  }
}
