import { describe, expect, it } from 'vitest';
import { pointerExists, type ElogPrintConfig, type PrintForm } from '../../../descriptors/lib/elog/print-layout.js';
import { readBuiltins } from '../../../server/modules/descriptors/builtins.js';
import { validateDescriptorBody } from '../../../server/modules/descriptors/validate.js';

const builtins = readBuiltins();
const ofKind = <T>(kind: string) => builtins.filter((b) => b.kind === kind).map((b) => b.body as unknown as T);
const configs = ofKind<{ eLogCode: string; print?: ElogPrintConfig }>('elog-config');
const entryDescriptors = ofKind<{ code: string; eLog: string; dfdSelector: string; parameters?: Record<string, unknown> }>('elog-entry-descriptor');
const forms = new Map(builtins.filter((b) => b.kind === 'form').map((b) => [b.code, b.body as unknown as PrintForm]));

describe('the print layouts of the built-in logbooks', () => {
  it('every built-in logbook says how it prints, and the meta-schema takes it', () => {
    expect(configs.map((c) => [c.eLogCode, c.print?.layout]).sort()).toEqual([
      ['DECK', 'TABLE'], ['ENGINE', 'TABLE'], ['FUEL_CHANGEOVER', 'TABLE'], ['GRB1', 'TABLE'], ['ORB1', 'RECORD_BOOK'], ['RADIO', 'TABLE'],
    ]);
    for (const config of configs) expect(validateDescriptorBody('elog-config', config as never), config.eLogCode).toEqual([]);
  });

  it('a record book names the code letter of every entry type', () => {
    for (const config of configs.filter((c) => c.print?.layout === 'RECORD_BOOK')) {
      for (const descriptor of entryDescriptors.filter((d) => d.eLog === config.eLogCode)) {
        expect(descriptor.parameters?.recordCode, descriptor.code).toMatch(/^[A-Z]$/);
      }
    }
  });

  it('every column pointer names a field of at least one form of its logbook (of the entry types it is limited to)', () => {
    const checked: string[] = [];
    for (const config of configs) {
      const own = entryDescriptors.filter((d) => d.eLog === config.eLogCode);
      for (const column of config.print?.columns ?? []) {
        const scope = column.entries ? own.filter((d) => column.entries!.includes(d.code)) : own;
        if (column.entries) expect(scope.map((d) => d.code).sort(), `${config.eLogCode} ${JSON.stringify(column.title)}`).toEqual([...column.entries].sort());
        for (const pointer of column.fields ?? []) {
          const found = scope.some((d) => forms.has(d.dfdSelector) && pointerExists(forms.get(d.dfdSelector)!, pointer));
          expect(found, `${config.eLogCode}: ${pointer}`).toBe(true);
          checked.push(`${config.eLogCode}${pointer}`);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(40);
  });
});
