import { describe, expect, it } from 'vitest';
import { configurationFileName, isSelected, readConfigurationFile } from '../../../../descriptors/lib/configuration-file.js';

const file = {
  format: 'keel-configuration', formatVersion: 1, exportedAt: '2026-11-20T23:30:00.000Z', exportedBy: 'admin',
  descriptors: [{ kind: 'screen', code: 'bridge', schemaVersion: 1, disabled: false, system: false, body: { route: '/bridge' } }],
};

describe('configuration file', () => {
  it('picks descriptors by kind, by code and by whether they are built-in, all at once', () => {
    const screen = { kind: 'screen', code: 'bridge', system: false };
    expect(isSelected({}, { ...screen, system: true })).toBe(true);
    expect(isSelected({ kinds: ['menu'] }, screen)).toBe(false);
    expect(isSelected({ kinds: ['screen'], codes: [{ kind: 'screen', code: 'engine' }] }, screen)).toBe(false);
    expect(isSelected({ codes: [{ kind: 'screen', code: 'bridge' }], nonSystemOnly: true }, screen)).toBe(true);
    expect(isSelected({ nonSystemOnly: true }, { ...screen, system: true })).toBe(false);
  });

  it('is named after the day of its export', () => {
    expect(configurationFileName(file.exportedAt)).toBe('keel-configuration-2026-11-20.json');
  });

  it('reads a configuration, and names why anything else is not one', () => {
    expect(readConfigurationFile(JSON.stringify(file))).toEqual({ file });
    expect(readConfigurationFile('{"format":')).toEqual({ problem: 'notJson' });
    expect(readConfigurationFile('[1, 2]')).toEqual({ problem: 'notConfiguration' });
    expect(readConfigurationFile(JSON.stringify({ ...file, formatVersion: 2 }))).toEqual({ problem: 'unsupportedVersion' });
    expect(readConfigurationFile(JSON.stringify({ ...file, descriptors: [{ ...file.descriptors[0], body: [] }] }))).toEqual({ problem: 'damaged' });
    expect(readConfigurationFile(JSON.stringify({ ...file, exportedBy: undefined }))).toEqual({ problem: 'damaged' });
  });
});
