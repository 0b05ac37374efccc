import { describe, expect, it } from 'vitest';
import { configuredFilters, configuredResource } from '../../../../../runtime/renderers/crud/screen-config.js';

describe('what a crud screen descriptor configures', () => {
  it('names the resource and the column filters the list opens with', () => {
    const config = { resource: ' embarkation ', filters: { status: 'ON_BOARD', onBoardOnly: true, nested: { no: 1 } } };
    expect(configuredResource(config)).toBe('embarkation');
    expect(configuredFilters(config)).toEqual({ status: 'ON_BOARD', onBoardOnly: 'true' });
  });

  it('opens with no filter when none or a malformed one is configured', () => {
    expect(configuredFilters(undefined)).toEqual({});
    expect(configuredFilters({ filters: ['status'] })).toEqual({});
  });
});
