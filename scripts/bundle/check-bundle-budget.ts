/**
 * `npm run check:bundle` (part of `npm test`): builds the browser app into a temporary folder and fails when the
 * JavaScript of the first screen — index.html's entry and its modulepreloads, gzipped — is over the budget
 * (decision 76). A production build takes 5–20 s here, cheaper than any test that would need the same build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { initialJsBudget, measureInitialJs } from './initial-js.js';

const outDir = mkdtempSync(join(tmpdir(), 'keel-bundle-'));
try {
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, reportCompressedSize: false } });
  const initial = measureInitialJs(outDir);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const verdict = initial.gzip <= initialJsBudget ? 'within' : 'OVER';
  console.log(`First screen JavaScript: ${kb(initial.gzip)} gzip in ${initial.files.length} files, ${verdict} the budget of ${kb(initialJsBudget)}`);
  if (initial.gzip > initialJsBudget) {
    for (const file of [...initial.files].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.path}`);
    console.log('Move what the sign-in page and the first screen do not need behind a dynamic import (docs/decisions.md 76).');
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
