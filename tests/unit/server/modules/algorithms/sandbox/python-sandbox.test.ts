import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictForest } from '../../../../../../descriptors/lib/algorithms/forest-predict.js';
import { isolation } from '../../../../../../server/modules/algorithms/sandbox/isolation.js';
import { PythonSandbox, type SandboxResult } from '../../../../../../server/modules/algorithms/sandbox/python-sandbox.js';
import { trainForest } from '../../../../../../server/modules/algorithms/training/train-forest.js';
import { speedPowerFeatures, speedPowerRows } from '../../../../../support/speed-power-rows.js';

// The escape suite of issue 17: each script tries to leave the sandbox and must fail alone, the next run unharmed.
const limits = { deadlineMs: 4_000, memoryBytes: 512 * 1024 * 1024, outputChars: 4_096, runsPerChild: 50, startMs: 60_000, maxChildren: 2, maxWaiting: 16 };
const repositoryFile = fileURLToPath(new URL('../../../../../../package.json', import.meta.url));
const secret = 'keel-sandbox-secret-7d1f';

const refusedWith = (result: SandboxResult, pattern: RegExp) => {
  expect(result.ok).toBe(false);
  expect(result.ok === false && result.failure === 'python' ? result.error : result).toMatch(pattern);
};

describe('the Python sandbox', { timeout: 60_000 }, () => {
  let sandbox: PythonSandbox;
  let listener: Server;
  let port = 0;
  let connections = 0;

  beforeAll(async () => {
    process.env.KEEL_SANDBOX_SECRET = secret;
    sandbox = new PythonSandbox(limits);
    listener = createServer((socket) => { connections += 1; socket.end('hello'); });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
  }, 60_000);
  afterAll(() => {
    sandbox.close();
    listener.close();
    delete process.env.KEEL_SANDBOX_SECRET;
  });

  it('gives a script its inputs through the keel module and takes its outputs, with what it printed', async () => {
    const result = await sandbox.run([
      'import keel',
      'for t, speed in keel.inputs["STW"]:',
      '    keel.output("STW_MS", t, round(speed * 1852 / 3600, 3))',
      'print("converted", len(keel.inputs["STW"]))',
    ].join('\n'), { STW: [[1_000, 12], [61_000, 12.5]] });
    expect(result).toMatchObject({ ok: true, outputs: { STW_MS: [[1_000, 6.173], [61_000, 6.431]] }, stdout: 'converted 2\n', truncated: false });
  });

  it('answers a Python error with the traceback from the script’s own line', async () => {
    const result = await sandbox.run('x = 1\ny = x / 0');
    expect(result).toMatchObject({ ok: false, failure: 'python' });
    expect(result.ok === false && result.failure === 'python' && result.error).toBe(
      'Traceback (most recent call last):\n  File "<exec>", line 2, in <module>\nZeroDivisionError: division by zero');
  });

  it('leaves nothing of one run to the next', async () => {
    await sandbox.run('import keel\nkeel.output = None\nleft_behind = 1');
    expect(await sandbox.run('import keel\nkeel.output("A", 1, 2)\nprint("left_behind" in globals())'))
      .toMatchObject({ ok: true, outputs: { A: [[1, 2]] }, stdout: 'False\n' });
  });

  it('reads no file of the host', async () => {
    refusedWith(await sandbox.run('open("/etc/passwd").read()'), /FileNotFoundError/);
    refusedWith(await sandbox.run(`open(${JSON.stringify(repositoryFile)}).read()`), /FileNotFoundError/);
  });

  it('sees none of the host’s environment', async () => {
    const result = await sandbox.run('import os\nprint(dict(os.environ))');
    expect(result.ok && result.stdout).toBeTruthy();
    expect(JSON.stringify(result)).not.toContain(secret);
    refusedWith(await sandbox.run('import js\nprint(js.process.env)'), /AttributeError|ImportError/);
  });

  it('reaches no JavaScript of the host: neither js, nor pyodide_js, nor its private API, nor run_js', async () => {
    refusedWith(await sandbox.run('import js\njs.eval("1+1")'), /Error/);
    refusedWith(await sandbox.run('import pyodide_js\npyodide_js.mountNodeFS("/host", "/etc")\nopen("/host/passwd").read()'), /Error/);
    refusedWith(await sandbox.run('import sys, pyodide_js\nsys.modules["pyodide_js._api"].public_api.mountNodeFS("/h", "/etc")\nopen("/h/passwd").read()'), /Error/);
    refusedWith(await sandbox.run('from pyodide.code import run_js\nrun_js("process.exit(3)")'), /Error/);
    expect(await sandbox.run('print(1 + 1)')).toMatchObject({ ok: true, stdout: '2\n' });
  });

  it('opens no connection: not to a server on this machine, not to PostgreSQL', async () => {
    const connect = (target: number) => sandbox.run(`import socket\ns = socket.create_connection(("127.0.0.1", ${target}), timeout=2)\nprint(s.recv(5))`);
    refusedWith(await connect(port), /Error/);
    refusedWith(await connect(5432), /Error/);
    refusedWith(await sandbox.run(`import urllib.request\nurllib.request.urlopen("http://127.0.0.1:${port}/", timeout=2).read()`), /Error/);
    expect(connections).toBe(0);
  });

  it('stops an endless loop at the deadline and serves the next run', async () => {
    expect(await sandbox.run('while True:\n    pass')).toMatchObject({ ok: false, failure: 'deadline' });
    expect(await sandbox.run('print("after")')).toMatchObject({ ok: true, stdout: 'after\n' });
  });

  it('stops a script that takes memory without end, alone', async () => {
    const result = await sandbox.run('chunks = []\nwhile True:\n    chunks.append(bytearray(50_000_000))');
    // Under a memory cgroup the child is killed at its cap; without one, WebAssembly's 4 GB ends it as a MemoryError.
    expect(result).toMatchObject({ ok: false, failure: isolation().memoryRoot ? 'memory' : 'python' });
    expect(await sandbox.run('print("after")')).toMatchObject({ ok: true, stdout: 'after\n' });
  });

  it('ends a runaway recursion as a Python error', async () => {
    refusedWith(await sandbox.run('def down(n):\n    return down(n + 1)\ndown(0)'), /RecursionError/);
  });

  it('keeps only the first part of a flood of output', async () => {
    const result = await sandbox.run('print("x" * 100_000_000)');
    expect(result).toMatchObject({ ok: true, truncated: true });
    expect(result.ok && result.stdout.length).toBe(limits.outputChars);
  });
});

describe('the Python sandbox under load', { timeout: 120_000 }, () => {
  it('runs more scripts than it has children by queueing them, and turns away what is beyond the queue', async () => {
    const sandbox = new PythonSandbox({ ...limits, maxChildren: 1, maxWaiting: 2 });
    try {
      const started = Array.from({ length: 4 }, (_, i) => sandbox.run(`import keel\nkeel.output("N", ${i}, ${i * 10})`));
      // One child starting, two runs waiting for it, the fourth turned away.
      expect(sandbox.load).toEqual({ children: 1, idle: 0, waiting: 2 });
      const results = await Promise.all(started);
      expect(results.slice(0, 3)).toMatchObject([0, 1, 2].map((i) => ({ ok: true, outputs: { N: [[i, i * 10]] } })));
      expect(results[3]).toEqual({ ok: false, failure: 'busy', ms: 0 });
      expect(sandbox.load).toEqual({ children: 1, idle: 1, waiting: 0 });
    } finally {
      sandbox.close();
    }
  });

  it('keeps a child warm: one retired after its runs is replaced before the next run asks', async () => {
    const sandbox = new PythonSandbox({ ...limits, runsPerChild: 1 }, { keepWarm: true });
    try {
      expect(await sandbox.run('print("first")')).toMatchObject({ ok: true, stdout: 'first\n' });
      await expect.poll(() => sandbox.load, { timeout: 60_000 }).toEqual({ children: 1, idle: 1, waiting: 0 });
      expect(await sandbox.run('print("second")')).toMatchObject({ ok: true, stdout: 'second\n' });
    } finally {
      sandbox.close();
    }
  });
});

describe('the Python sandbox started from a memory snapshot', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'keel-pyodide-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the snapshot once, starts later children from it, and reads and writes nothing else', async () => {
    const first = new PythonSandbox(limits, { snapshotDir: dir });
    expect(await first.run('import keel\nkeel.output("A", 1, 2)')).toMatchObject({ ok: true, outputs: { A: [[1, 2]] } });
    first.close();
    const [snapshot] = readdirSync(dir);
    expect(snapshot).toMatch(/^pyodide-[\d.]+\.snapshot$/);
    const second = new PythonSandbox(limits, { snapshotDir: dir });
    expect(await second.run('print(sum(range(4)))')).toMatchObject({ ok: true, stdout: '6\n' });
    refusedWith(await second.run(`open(${JSON.stringify(join(dir, snapshot))}, "rb").read(4)`), /FileNotFoundError/);
    refusedWith(await second.run(`open(${JSON.stringify(join(dir, 'planted'))}, "w").write("x")`), /Error/);
    second.close();
    expect(existsSync(join(dir, 'planted'))).toBe(false);
  });

  it('starts cold when the snapshot will not load', async () => {
    writeFileSync(join(dir, readdirSync(dir)[0]), 'not a snapshot');
    const sandbox = new PythonSandbox(limits, { snapshotDir: dir });
    expect(await sandbox.run('print("cold")')).toMatchObject({ ok: true, stdout: 'cold\n' });
    sandbox.close();
  });
});

describe('trained models inside the Python sandbox', { timeout: 120_000 }, () => {
  let sandbox: PythonSandbox;
  const { rows, targets } = speedPowerRows(300);
  const { model } = trainForest({ features: speedPowerFeatures, target: 'POWER', rows, targets });
  const artifacts = { 'speed-power': model };
  // Python literals, so a NaN reaches the script as a float NaN (JSON has none); String() of a double reads back exactly.
  const pythonRows = (some: number[][]) => `[${some.map((row) => `[${row.map((v) => (Number.isNaN(v) ? 'float("nan")' : String(v))).join(', ')}]`).join(',\n')}]`;
  const predictScript = (some: number[][]) => [
    'import keel',
    `predictions = keel.artifacts["speed-power"].predict(${pythonRows(some)})`,
    'for i, p in enumerate(predictions):',
    '    keel.output("POWER_PREDICTED", i, p)',
  ].join('\n');
  const predictedIn = (result: SandboxResult) => (result.ok ? result.outputs.POWER_PREDICTED.map(([, value]) => value) : result);

  beforeAll(() => { sandbox = new PythonSandbox(limits); });
  afterAll(() => sandbox.close());

  it('predicts what the server predicts, to the last bit: learnt rows, new rows, rows on thresholds, NaN', async () => {
    const onThresholds = model.trees.slice(0, 3).flatMap((tree) => tree.feature.flatMap((feature, node) => {
      if (feature === -1) return [];
      const row = [12, 8, 10];
      row[feature] = tree.value[node];
      return [row];
    }));
    const all = [...rows.slice(0, 100), ...speedPowerRows(100, { seed: 5 }).rows, ...onThresholds, [Number.NaN, 8, 10], [12, 8, Number.NaN]];
    const result = await sandbox.run(predictScript(all), {}, artifacts);
    expect(predictedIn(result)).toEqual(predictForest(model, all));
  });

  it('shows a script the model’s features and target, and refuses a row of the wrong width', async () => {
    expect(await sandbox.run('import keel\nm = keel.artifacts["speed-power"]\nprint(m.features, m.target)', {}, artifacts))
      .toMatchObject({ ok: true, stdout: "['STW', 'DRAFT', 'WIND_SPEED'] POWER\n" });
    refusedWith(await sandbox.run('import keel\nkeel.artifacts["speed-power"].predict([[12, 8]])', {}, artifacts), /ValueError: row 0 has 2 values, the model reads 3/);
    refusedWith(await sandbox.run('import keel\nkeel.artifacts["speed-power"]'), /KeyError: 'speed-power'/);
  });

  it('gives the next run the model as stored, whatever a script patched', async () => {
    await sandbox.run('import keel\ntype(keel.artifacts["speed-power"]).predict = lambda self, rows: [0.0] * len(rows)', {}, artifacts);
    expect(predictedIn(await sandbox.run(predictScript(rows.slice(0, 5)), {}, artifacts))).toEqual(predictForest(model, rows.slice(0, 5)));
  });
});
