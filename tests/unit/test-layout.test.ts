/** Tests mirror the code: tests/unit/<source path>.test.ts tests that source file or folder, and helpers live in tests/support. */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sourceExtensions = ['.ts', '.tsx', '.mjs', '.cjs', '.js'];

/** Tests of the repository as a whole, with no single source to mirror. */
const repositoryWideTests = ['tests/unit/test-layout.test.ts'];

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * The source a unit test mirrors: a file with the same path and a source extension, or a folder. A configuration file
 * at the root keeps its leading dot out of the test's name (tests/unit/dependency-cruiser.test.ts tests
 * .dependency-cruiser.cjs): the test runner does not look at files whose name starts with a dot.
 */
function mirrorsSource(testFile: string): boolean {
  const source = testFile.replace(/^tests\/unit\//, '').replace(/\.test\.tsx?$/, '');
  const candidates = source.includes('/') ? [source] : [source, `.${source}`];
  return candidates.some((path) => existsSync(join(root, path)) || sourceExtensions.some((extension) => existsSync(join(root, path + extension))));
}

const unitTests = filesUnder('tests/unit').filter((file) => /\.test\.tsx?$/.test(file));
const helpersOutsideSupport = ['tests/unit', 'tests/ui', 'tests/api'].flatMap(filesUnder).filter((file) => !/\.test\.tsx?$/.test(file));
const unmirrored = unitTests.filter((file) => !mirrorsSource(file) && !repositoryWideTests.includes(file));

describe('the test layout', () => {
  it('puts every unit test at tests/unit/<path of the source file or folder it tests>.test.ts', () => {
    expect(unitTests.length).toBeGreaterThan(50);
    expect(unmirrored, 'unit tests whose path names no source file or folder').toEqual([]);
  });

  it('keeps test helpers in tests/support', () => {
    expect(helpersOutsideSupport, 'move these to tests/support').toEqual([]);
  });
});
