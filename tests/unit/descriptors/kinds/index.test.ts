/** The list of descriptor kinds and the kind folders agree: a kind folder nobody listed is never silently unused. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { descriptorKinds, kindDefinitions } from '../../../../descriptors/kinds/index.js';

const kindsFolder = new URL('../../../../descriptors/kinds/', import.meta.url);
const kindFolders = readdirSync(kindsFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe('the descriptor kinds', () => {
  it('are exactly the folders of descriptors/kinds, each named after its kind', () => {
    expect([...descriptorKinds].sort()).toEqual([...kindFolders].sort());
  });

  it('each have a definition carrying their own id', () => {
    expect(Object.keys(kindDefinitions).sort()).toEqual([...descriptorKinds].sort());
    for (const kind of descriptorKinds) expect(kindDefinitions[kind].id, `definition listed under ${kind}`).toBe(kind);
  });
});
