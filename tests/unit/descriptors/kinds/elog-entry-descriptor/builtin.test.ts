import { describe, expect, it } from 'vitest';
import { configs, elogForms, entries, forms, sequences } from '../../../../support/elog-builtins.js';

describe('built-in entry descriptors', () => {
  it('cover every logbook, each with its entries', () => {
    const byBook = (book: string) => [...entries.values()].filter((e) => e.eLog === book).map((e) => e.code).sort();
    expect(byBook('DECK')).toEqual(['DECK_ARRIVAL', 'DECK_DEPARTURE', 'DECK_NOON', 'DECK_WATCH']);
    expect(byBook('ENGINE')).toEqual(['ENGINE_FUEL_COUNTERS', 'ENGINE_RUNNING_HOURS', 'ENGINE_WATCH_READINGS']);
    expect(byBook('RADIO')).toEqual(['RADIO_EQUIPMENT_FAULT', 'RADIO_GMDSS_TEST', 'RADIO_TRAFFIC']);
    expect(byBook('ORB1')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((letter) => `ORB1_${letter}`));
    expect(byBook('GRB1')).toEqual(['GRB1_ACCIDENTAL', 'GRB1_DISCHARGE_TO_SEA', 'GRB1_INCINERATION', 'GRB1_TO_RECEPTION_FACILITY']);
    expect(byBook('FUEL_CHANGEOVER')).toEqual(['FUEL_CHANGEOVER_CHANGEOVER']);
  });

  it('belong to an existing logbook, group and sequence of that logbook', () => {
    for (const [code, entry] of entries) {
      const config = configs.get(entry.eLog);
      expect(config, code).toBeDefined();
      if (entry.eLogGroup) expect(config!.groups?.map((g) => g.code), code).toContain(entry.eLogGroup);
      if (entry.eLogSequence) expect(sequences.get(entry.eLogSequence)?.eLog, code).toBe(entry.eLog);
    }
  });

  it('are filled with a built-in form named ELOG_<code>, and every ELOG_ form belongs to one', () => {
    for (const [code, entry] of entries) {
      expect(entry.dfdSelector, code).toBe(`ELOG_${code}`);
      expect(forms.get(entry.dfdSelector)?.usage, code).toBe('CUSTOMIZER');
    }
    const selected = new Set([...entries.values()].map((e) => e.dfdSelector));
    for (const code of elogForms.keys()) expect(selected.has(code), code).toBe(true);
  });

  it('allow next only entries of the same logbook, and keep cardinalities consistent', () => {
    for (const [code, entry] of entries) {
      for (const next of entry.workflow.nextAllowed ?? []) expect(entries.get(next)?.eLog, `${code} → ${next}`).toBe(entry.eLog);
      const { minCardinality = 0, maxCardinality = null } = entry.workflow;
      if (maxCardinality !== null) expect(maxCardinality, code).toBeGreaterThanOrEqual(Math.max(minCardinality, 1));
    }
  });

  it('make sense for a deck log day: up to six watches, one noon report, arrivals and departures alternating', () => {
    const deck = (key: string) => entries.get(`DECK_${key}`)!.workflow;
    expect(deck('WATCH').maxCardinality).toBe(6);
    expect([deck('NOON').minCardinality, deck('NOON').maxCardinality]).toEqual([1, 1]);
    expect(deck('NOON').nextAllowed).not.toContain('DECK_NOON');
    expect(deck('ARRIVAL').nextAllowed).not.toContain('DECK_ARRIVAL');
    expect(deck('DEPARTURE').nextAllowed).not.toContain('DECK_DEPARTURE');
    expect(entries.get('DECK_WATCH')!.dateConfig.dateMode).toBe('PERIOD');
  });
});
