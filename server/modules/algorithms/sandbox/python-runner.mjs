/**
 * The child process that runs user Python (issue 17): pyodide with no JS globals and no host environment, started by
 * python-sandbox.ts under Node's permission model (reads only pyodide's files and this one), without network and
 * with a memory cap where the OS allows. One JSON request per stdin line, one JSON answer per stdout line:
 *   → { code, inputs, artifacts, outputLimit }    ← { ok: true, outputs, stdout, stderr, truncated, ms } | { ok: false, error, … }
 * `artifacts` maps an artifact code to a stored forest (descriptors/lib/algorithms/forest-model.ts), which the script
 * reads as `keel.artifacts[code]` and calls `.predict(rows)` on.
 * Started as `python-runner.mjs make-snapshot <file>` it writes pyodide's memory snapshot and exits; started with
 * `load-snapshot <file>` it starts from that snapshot (a fraction of a cold load), or cold when the snapshot will not load.
 * Plain JavaScript: it runs on bare Node, where a TypeScript loader would need more of the disk than it may read.
 */
import fs from 'node:fs';
import os from 'node:os';
import readline from 'node:readline';

// Node's permission model refuses process.binding, which Emscripten's file system asks for its constants.
const binding = process.binding.bind(process);
process.binding = (name) => (name === 'constants' ? { fs: fs.constants, os: os.constants } : binding(name));

const { loadPyodide } = await import('pyodide');

/** Console output of one run, kept up to its limit in characters; the rest is counted, not decoded or held. */
const captured = { stdout: '', stderr: '', limit: 0, truncated: false };
const decoder = new TextDecoder();
const keep = (stream) => ({
  write(bytes) {
    const room = captured.limit - captured.stdout.length - captured.stderr.length;
    if (bytes.length > room) captured.truncated = true;
    if (room > 0) captured[stream] += decoder.decode(bytes.subarray(0, room));
    return bytes.length;
  },
});

const started = performance.now();
const [mode, snapshotFile] = process.argv.slice(2);
const options = { jsglobals: {}, env: {} };
if (mode === 'make-snapshot') {
  const fresh = await loadPyodide({ ...options, _makeSnapshot: true });
  fs.writeFileSync(snapshotFile, fresh.makeMemorySnapshot());
  process.exit(0);
}
const fromSnapshot = async () => {
  try {
    return await loadPyodide({ ...options, _loadSnapshot: fs.readFileSync(snapshotFile) });
  } catch {
    return undefined;
  }
};
const pyodide = (mode === 'load-snapshot' ? await fromSnapshot() : undefined) ?? await loadPyodide(options);
pyodide.setStdout(keep('stdout'));
pyodide.setStderr(keep('stderr'));
// The script's door to its inputs and outputs; rebuilt for every run so one run leaves nothing to the next.
pyodide.runPython(`
import json, sys, types
def _keel_module(inputs_json, artifacts_json):
    # Defined per run, so a script that patches the class leaves the next run an untouched one.
    class Forest:
        """A trained RANDOM_FOREST regression; predict walks its trees as forest-predict.ts does, to the same float."""
        def __init__(self, model):
            self.features = list(model['features'])
            self.target = model['target']
            self._trees = [(t['feature'], t['value'], t['left'], t['right']) for t in model['trees']]
        def predict(self, rows):
            """One prediction per row, a row being the values of self.features in that order."""
            answers = []
            for index, row in enumerate(rows):
                if len(row) != len(self.features):
                    raise ValueError(f'row {index} has {len(row)} values, the model reads {len(self.features)}')
                total = 0.0
                for feature, value, left, right in self._trees:
                    node = 0
                    while feature[node] != -1:
                        # A NaN compares false and goes right, as in ml-cart.
                        node = left[node] if row[feature[node]] < value[node] else right[node]
                    # Added one by one, not sum(): Python's sum of floats is compensated and would differ in the last bits.
                    total += value[node]
                answers.append(total / len(self._trees))
            return answers
    keel = types.ModuleType('keel')
    keel.inputs = json.loads(inputs_json)
    keel.artifacts = {code: Forest(model) for code, model in json.loads(artifacts_json).items()}
    keel.outputs = {}
    def output(tag, t, value):
        keel.outputs.setdefault(str(tag), []).append([t, value])
    keel.output = output
    sys.modules['keel'] = keel
    return keel
`);
const keelModule = pyodide.globals.get('_keel_module');
/** A Python exception's traceback from the script's own first frame on (pyodide's frames above it mean nothing to its author). */
const tracebackOf = (error) => {
  const text = String(error?.message ?? error).trim();
  const own = text.indexOf('  File "<exec>"');
  return (own < 0 ? text : `Traceback (most recent call last):\n${text.slice(own)}`).slice(-4000);
};
const answer = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
answer({ ready: true, ms: performance.now() - started });

for await (const line of readline.createInterface({ input: process.stdin })) {
  const { code, inputs, artifacts, outputLimit } = JSON.parse(line);
  Object.assign(captured, { stdout: '', stderr: '', limit: outputLimit, truncated: false });
  const begun = performance.now();
  const namespace = pyodide.globals.get('dict')();
  try {
    const keel = keelModule(JSON.stringify(inputs ?? {}), JSON.stringify(artifacts ?? {}));
    pyodide.runPython(code, { globals: namespace });
    const outputs = JSON.parse(pyodide.runPython('json.dumps(sys.modules["keel"].outputs, allow_nan=False)'));
    keel.destroy();
    answer({ ok: true, outputs, stdout: captured.stdout, stderr: captured.stderr, truncated: captured.truncated, ms: performance.now() - begun });
  } catch (error) {
    answer({ ok: false, error: tracebackOf(error), stdout: captured.stdout, stderr: captured.stderr, truncated: captured.truncated, ms: performance.now() - begun });
  } finally {
    namespace.destroy();
  }
}
