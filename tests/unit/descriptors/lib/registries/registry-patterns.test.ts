import { describe, expect, it } from 'vitest';
import {
  evaluateEnableCondition, matchesGlob, matchesTagPatterns, matchingForms, tagPatternsOf, type RegistryElement,
} from '../../../../../descriptors/lib/registries/registry-patterns.js';

const ship = { code: 'NORDIC_ORE', name: 'Nordic Ore', imoNumber: '9700001', particulars: { fuelTypes: ['HFO', 'MDO_MGO'], mainEngines: [{ name: 'ME' }] } };
const element = (over: Partial<RegistryElement>): RegistryElement => ({ uid: 'e', title: 'E', patterns: [{ tag: '*' }], ...over });

describe('registry element patterns', () => {
  it('matches globs over whole codes, * standing for any run of characters and nothing else special', () => {
    expect(matchesGlob('ME*_RUNNING_HOURS', 'ME1_RUNNING_HOURS')).toBe(true);
    expect(matchesGlob('ME*_RUNNING_HOURS', 'ME12_RUNNING_HOURS')).toBe(true);
    expect(matchesGlob('ME*_RUNNING_HOURS', 'DG1_RUNNING_HOURS')).toBe(false);
    expect(matchesGlob('ME*_RUNNING_HOURS', 'ME1_RUNNING_HOURS_OLD')).toBe(false);
    expect(matchesGlob('SHIP-CONSUMER-*-*-LNG', 'SHIP-CONSUMER-ARCTIC_FROST-ME-LNG')).toBe(true);
    expect(matchesGlob('REGISTRY.X', 'REGISTRYAX')).toBe(false);
  });

  it('takes a series when its tag and, if given, its grouping key match one pattern', () => {
    const patterns = tagPatternsOf(element({ patterns: [{ tag: 'DG*_RUNNING_HOURS', groupingKey: 'SHIP-UNIT-*' }, { form: 'REGISTRY_*' }] }));
    expect(matchesTagPatterns(patterns, { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'DG2_RUNNING_HOURS' })).toBe(true);
    expect(matchesTagPatterns(patterns, { groupingKey: 'SHIP-CONSUMER-NORDIC_ORE-AE-HFO', tag: 'DG2_RUNNING_HOURS' })).toBe(false);
    expect(matchesTagPatterns(patterns, { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG' })).toBe(false);
  });

  it('lists the registry forms its form patterns match, in the order given', () => {
    const forms = ['REGISTRY_BUNKER_DELIVERY', 'REGISTRY_GARBAGE_LANDED', 'REGISTRY_HOURS_OF_REST'];
    expect(matchingForms(element({ patterns: [{ form: 'REGISTRY_*_LANDED' }, { form: 'REGISTRY_BUNKER_DELIVERY' }] }), forms))
      .toEqual(['REGISTRY_BUNKER_DELIVERY', 'REGISTRY_GARBAGE_LANDED']);
    expect(matchingForms(element({ patterns: [{ tag: '*' }] }), forms)).toEqual([]);
  });
});

describe('registry element enableCondition', () => {
  it('shows an element without a condition and one whose condition is true over the ship and its values', async () => {
    expect(await evaluateEnableCondition(element({}), { ship, tags: {} })).toEqual({ enabled: true });
    expect(await evaluateEnableCondition(element({ enableCondition: "'HFO' in ship.particulars.fuelTypes" }), { ship, tags: {} })).toEqual({ enabled: true });
    expect(await evaluateEnableCondition(element({ enableCondition: 'tags.ME1_RUNNING_HOURS > 40000' }), { ship, tags: { ME1_RUNNING_HOURS: 41_250 } })).toEqual({ enabled: true });
  });

  it('hides an element whose condition is false or not a boolean', async () => {
    expect(await evaluateEnableCondition(element({ enableCondition: "'LNG' in ship.particulars.fuelTypes" }), { ship, tags: {} })).toEqual({ enabled: false });
    expect(await evaluateEnableCondition(element({ enableCondition: 'ship.name' }), { ship, tags: {} })).toEqual({ enabled: false });
  });

  it('hides an element whose condition fails and says why', async () => {
    const outcome = await evaluateEnableCondition(element({ enableCondition: 'ship.name +' }), { ship, tags: {} });
    expect(outcome.enabled).toBe(false);
    expect(outcome.problem).toBeTruthy();
  });
});
