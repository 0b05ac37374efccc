import { describe, expect, it } from 'vitest';
import type { KindDefinition } from '../../../../../descriptors/kinds/kind.js';
import { DescriptorMigrationError, migrateDescriptor } from '../../../../../server/modules/descriptors/migrate-descriptor.js';

const kind: KindDefinition = {
  id: 'gauge', schemaVersion: 3, minimumSchemaVersion: 1, schema: {},
  migrations: [
    { to: 2, migrate: (b) => ({ ...b, unit: b.units, units: undefined }) },
    { to: 3, migrate: (b) => { if (b.fail) throw new Error('boom'); return { ...b, max: b.max ?? 100 }; } },
  ],
};

describe('migrateDescriptor', () => {
  it('steps a stored body to the latest version one step at a time', () => {
    expect(migrateDescriptor(kind, 'rpm', { units: 'rpm' }, 1)).toEqual({ schemaVersion: 3, body: { unit: 'rpm', units: undefined, max: 100 } });
  });

  it('leaves the stored original untouched', () => {
    const stored = { units: 'kn' };
    migrateDescriptor(kind, 'speed', stored, 1);
    expect(stored).toEqual({ units: 'kn' });
  });

  it('returns a latest body unchanged', () => {
    expect(migrateDescriptor(kind, 'x', { max: 5 }, 3).body).toEqual({ max: 5 });
  });

  it('names kind, code and versions when a step fails', () => {
    expect(() => migrateDescriptor(kind, 'bad', { fail: true }, 2)).toThrow('gauge/bad: migration 2 → 3 failed: boom');
  });

  it('refuses a version below the minimum or newer than the server knows', () => {
    expect(() => migrateDescriptor({ ...kind, minimumSchemaVersion: 2 }, 'old', {}, 1)).toThrow(DescriptorMigrationError);
    expect(() => migrateDescriptor(kind, 'future', {}, 4)).toThrow(/newer/);
  });
});
