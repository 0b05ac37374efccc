// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { rendererRegistry } from '../../../runtime/renderers/renderer-registry.js';
import { Registry } from '../../../descriptors/lib/registry.js';

describe('registry', () => {
  const registry = new Registry('panel type', [
    { id: 'chart', name: 'Chart', aliases: ['graph'] },
    { id: 'table', name: 'Table' },
  ]);

  it('finds entries by id and alias', () => {
    expect(registry.get('chart').name).toBe('Chart');
    expect(registry.get('graph').id).toBe('chart');
    expect(registry.find('table')?.id).toBe('table');
  });

  it('find() answers undefined and get() names the known ids for an unknown id', () => {
    expect(registry.find('map')).toBeUndefined();
    expect(() => registry.get('map')).toThrow('Unknown panel type: map. Known: chart, table');
  });

  it('rejects an id registered twice', () => {
    expect(() => registry.register({ id: 'graph', name: 'Other' })).toThrow('Duplicate panel type id: graph');
  });
});

describe('screen renderer registry', () => {
  it('has the system-status renderer', () => {
    expect(rendererRegistry.ids()).toContain('system-status');
  });

  it('every renderer loads a component', async () => {
    for (const entry of rendererRegistry.list()) {
      expect(typeof (await entry.load())).toBe('function');
    }
  });
});
