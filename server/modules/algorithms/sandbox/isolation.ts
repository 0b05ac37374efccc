/**
 * What the operating system offers to fence in a sandboxed run (stack-notes §2), found once per process: a network
 * namespace (`unshare -n`, so a script reaches no address at all) and a memory cgroup (so a script that allocates
 * without end is killed alone). Node's permission model cannot do either, and `prlimit --as` cannot cap memory: V8
 * reserves tens of GB of address space for any WebAssembly memory, so a limit low enough to matter stops pyodide
 * from starting (measured: it needs --as above 20 GB).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Isolation {
  /** Runs are started in a network namespace of their own. */
  network: boolean;
  /** The memory cgroup under which each run gets a group of its own; undefined where none can be made. */
  memoryRoot?: { version: 1 | 2; path: string };
}

let found: Isolation | undefined;

export function isolation(): Isolation {
  found ??= { network: canUnshareNetwork(), memoryRoot: memoryCgroupRoot() };
  return found;
}

function canUnshareNetwork(): boolean {
  return spawnSync('unshare', ['-n', 'true'], { stdio: 'ignore', timeout: 5_000 }).status === 0;
}

function memoryCgroupRoot(): Isolation['memoryRoot'] {
  const candidates: NonNullable<Isolation['memoryRoot']>[] = [
    { version: 1, path: '/sys/fs/cgroup/memory' },
    { version: 2, path: '/sys/fs/cgroup' },
  ];
  for (const root of candidates) {
    if (root.version === 2 && !readText(join(root.path, 'cgroup.subtree_control'))?.includes('memory')) continue;
    if (root.version === 1 && !existsSync(join(root.path, 'memory.limit_in_bytes'))) continue;
    const probe = join(root.path, `keel-probe-${process.pid}`);
    try {
      mkdirSync(probe);
      rmdirSync(probe);
      return root;
    } catch {
      // not ours to write (an unprivileged user, a read-only cgroup mount)
    }
  }
  return undefined;
}

const readText = (path: string) => { try { return readFileSync(path, 'utf8'); } catch { return undefined; } };

/** A memory cgroup for one child, limited to `bytes`; its `procs` file takes the child's pid before it starts Python. */
export function createMemoryGroup(name: string, bytes: number): { procs: string; exceeded(): boolean; remove(): void } | undefined {
  const root = isolation().memoryRoot;
  if (!root) return undefined;
  const path = join(root.path, name);
  try {
    mkdirSync(path, { recursive: true });
    if (root.version === 1) writeFileSync(join(path, 'memory.limit_in_bytes'), String(bytes));
    else { writeFileSync(join(path, 'memory.max'), String(bytes)); writeFileSync(join(path, 'memory.swap.max'), '0'); }
  } catch {
    return undefined;
  }
  return {
    procs: join(path, 'cgroup.procs'),
    exceeded: () => (root.version === 1
      ? Number(readText(join(path, 'memory.failcnt')) ?? 0) > 0
      : /oom_kill [1-9]/.test(readText(join(path, 'memory.events')) ?? '')),
    remove: () => { try { rmdirSync(path); } catch { /* still has a process leaving; the next start reuses the name */ } },
  };
}
