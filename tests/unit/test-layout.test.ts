/** Tests mirror the code: tests/unit/<source path>.test.ts tests that source file or folder, and helpers live in tests/support. */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sourceExtensions = ['.ts', '.tsx', '.mjs', '.cjs', '.js'];

/** Tests of the repository as a whole, with no single source to mirror. */
const repositoryWideTests = ['tests/unit/test-layout.test.ts'];

// Being moved by the engineers working in these areas now (issue 16); an entry ending in / covers its folder.
// Delete an entry when its files mirror their source.
const notYetMirrored = [
  'tests/unit/descriptors/analytics/',
  'tests/unit/descriptors/elog/',
  'tests/unit/descriptors/builtin-analytics-pages.test.ts',
  'tests/unit/descriptors/elog-builtins.test.ts',
  'tests/unit/descriptors/elog-print-builtins.test.ts',
  'tests/unit/descriptors/grouping-key.test.ts',
  'tests/unit/import-rules.test.ts',
  'tests/unit/server/analytics/',
  'tests/unit/server/calc/emissions/',
  'tests/unit/server/elog/',
];
const helpersNotYetInSupport = [
  'tests/unit/server/calc/emissions/round.ts',
  'tests/ui/analytics/fixtures.tsx',
  'tests/ui/analytics-admin/support.tsx',
  'tests/ui/designer-dashboard/support.tsx',
  'tests/ui/elog/fixtures.ts',
  'tests/ui/emissions/',
];

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

const isListed = (file: string, list: string[]) => list.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

/** The source a unit test mirrors: a file with the same path and a source extension, or a folder. */
function mirrorsSource(testFile: string): boolean {
  const source = testFile.replace(/^tests\/unit\//, '').replace(/\.test\.tsx?$/, '');
  return existsSync(join(root, source)) || sourceExtensions.some((extension) => existsSync(join(root, source + extension)));
}

const unitTests = filesUnder('tests/unit').filter((file) => /\.test\.tsx?$/.test(file));
const helpersOutsideSupport = ['tests/unit', 'tests/ui', 'tests/api'].flatMap(filesUnder).filter((file) => !/\.test\.tsx?$/.test(file));
const unmirrored = unitTests.filter((file) => !mirrorsSource(file) && !repositoryWideTests.includes(file));

describe('the test layout', () => {
  it('puts every unit test at tests/unit/<path of the source file or folder it tests>.test.ts', () => {
    expect(unitTests.length).toBeGreaterThan(50);
    expect(unmirrored.filter((file) => !isListed(file, notYetMirrored)), 'unit tests whose path names no source file or folder').toEqual([]);
  });

  it('keeps test helpers in tests/support', () => {
    expect(helpersOutsideSupport.filter((file) => !isListed(file, helpersNotYetInSupport)), 'move these to tests/support').toEqual([]);
  });

  it('lists as not yet moved only files that are still out of place', () => {
    expect(notYetMirrored.filter((entry) => !unmirrored.some((file) => isListed(file, [entry]))), 'delete these entries from notYetMirrored').toEqual([]);
    expect(helpersNotYetInSupport.filter((entry) => !helpersOutsideSupport.some((file) => isListed(file, [entry]))), 'delete these entries from helpersNotYetInSupport').toEqual([]);
  });
});
