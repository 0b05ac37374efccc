import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { pluggedInRenderers } from '../../../../../designer/plugged-in-renderers.js';
import {
  isScreenRendererId, screenConfigOf, screenRendererIds, screenRenderers,
} from '../../../../../descriptors/lib/screens/screen-renderers.js';
import { rendererRegistry } from '../../../../../runtime/renderers/renderer-registry.js';
import { readBuiltins } from '../../../../../server/modules/descriptors/builtins.js';

// strict: a misspelt keyword in a config schema fails here instead of silently accepting anything
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validators = Object.fromEntries(screenRendererIds.map((id) => [id, ajv.compile(screenRenderers[id].config)]));
const screens = readBuiltins().filter((b) => b.kind === 'screen');

describe('the screen-renderer catalogue', () => {
  it('names exactly the renderers the runtime loads and the app plugs in', () => {
    expect([...rendererRegistry.ids(), ...pluggedInRenderers.map((e) => e.id)].sort()).toEqual([...screenRendererIds].sort());
    for (const entry of rendererRegistry.list()) expect(entry.name).toBe(screenRenderers[entry.id].name);
  });

  it('is what every built-in screen names, and every built-in config is what its renderer reads', () => {
    expect(screens.length).toBeGreaterThan(60);
    for (const { code, body } of screens) {
      const renderer = String(body.renderer);
      expect({ code, known: isScreenRendererId(renderer) }).toEqual({ code, known: true });
      const validate = validators[renderer];
      validate(body.config ?? {});
      expect({ code, problems: validate.errors ?? [] }).toEqual({ code, problems: [] });
    }
  });

  it('catches a typo, a wrong type and a missing setting', () => {
    const crud = validators.crud;
    expect(crud({ resource: 'port', filter: { status: 'ON_BOARD' } })).toBe(false);
    expect(crud.errors).toEqual([expect.objectContaining({ keyword: 'additionalProperties', params: { additionalProperty: 'filter' } })]);
    expect(validators['elog-day']({ elog: 7 })).toBe(false);
    expect(validators['elog-day']({})).toBe(false);
    expect(validators['descriptor-crud']({ kind: 'no-such-kind' })).toBe(false);
    expect(validators['fleet-map']({ resource: 'port' })).toBe(false);
    expect(validators.tree({})).toBe(true);
  });

  it('knows no renderer outside its keys, not even an inherited property name', () => {
    expect(isScreenRendererId('toString')).toBe(false);
    expect(isScreenRendererId('no-such-renderer')).toBe(false);
  });

  it("reads a screen's config as its renderer's, and an absent one as empty", () => {
    expect(screenConfigOf('elog-day', { config: { elog: 'DECK' } }).elog).toBe('DECK');
    expect(screenConfigOf('tree', {}).resource).toBeUndefined();
  });
});
