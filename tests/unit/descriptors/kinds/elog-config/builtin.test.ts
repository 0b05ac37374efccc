import { describe, expect, it } from 'vitest';
import { validateDescriptorBody } from '../../../../../server/modules/descriptors/validate.js';
import { pointerExists, type ElogPrintConfig, type PrintForm } from '../../../../../descriptors/lib/elog/print-layout.js';
import { builtins, configs, elogForms, elogKinds, entries, hasBothLanguages, permissionSets, sequences, statuses, texts } from '../../../../support/elog-builtins.js';

/** The print sections of the built-in logbooks, with the entry types and forms their columns point into. */
const bodiesOf = <T>(kind: string) => builtins.filter((b) => b.kind === kind).map((b) => b.body as unknown as T);
const printConfigs = bodiesOf<{ eLogCode: string; print?: ElogPrintConfig }>('elog-config');
const entryDescriptors = bodiesOf<{ code: string; eLog: string; dfdSelector: string; parameters?: Record<string, unknown> }>('elog-entry-descriptor');
const printForms = new Map(builtins.filter((b) => b.kind === 'form').map((b) => [b.code, b.body as unknown as PrintForm]));

describe('built-in logbooks', () => {
  it('are the six logbooks, with the MARPOL books unchecked and deck and engine in sequence', () => {
    expect([...configs.keys()].sort()).toEqual(['DECK', 'ENGINE', 'FUEL_CHANGEOVER', 'GRB1', 'ORB1', 'RADIO']);
    for (const [code, config] of configs) {
      expect([config.eLogCode, config.config.code], code).toEqual([code, code]);
    }
    expect(configs.get('DECK')!.config.workflowType).toBe('SEQUENCE');
    expect(configs.get('ENGINE')!.config.workflowType).toBe('SEQUENCE');
    for (const code of ['ORB1', 'GRB1', 'FUEL_CHANGEOVER']) expect(configs.get(code)!.config.workflowType, code).toBe('UNCHECKED');
  });

  it('satisfy their kinds\' meta-schemas, and the forms the form meta-schema', () => {
    for (const kind of elogKinds) {
      const ofThisKind = builtins.filter((b) => b.kind === kind);
      expect(ofThisKind.length, kind).toBeGreaterThan(0);
      for (const { code, body } of ofThisKind) expect({ kind, code, problems: validateDescriptorBody(kind, body) }).toEqual({ kind, code, problems: [] });
    }
    for (const [code, body] of elogForms) expect({ code, problems: validateDescriptorBody('form', body) }).toEqual({ code, problems: [] });
  });

  it('name their descriptor code in their body', () => {
    for (const [code, body] of entries) expect(body.code).toBe(code);
    for (const [code, body] of sequences) expect(body.code).toBe(code);
    for (const [code, body] of statuses) expect(body.code).toBe(code);
    for (const [code, body] of permissionSets) expect(body.eLogCode).toBe(code);
  });

  it('have the workflow statuses IN_PROGRESS, COMPLETED and SIGNED', () => {
    expect([...statuses.keys()].sort()).toEqual(['COMPLETED', 'IN_PROGRESS', 'SIGNED']);
    for (const status of statuses.values()) if (status.eLog) expect(configs.has(status.eLog)).toBe(true);
  });

  it('put sequences in existing logbooks', () => {
    for (const [code, sequence] of sequences) expect(configs.has(sequence.eLog), code).toBe(true);
  });
});

describe('built-in logbook texts', () => {
  it('are in English and Russian wherever a user reads them', () => {
    const bodies = [
      ...elogKinds.flatMap((kind) => builtins.filter((b) => b.kind === kind).map((b) => ({ where: `${kind}/${b.code}`, body: b.body }))),
      ...[...elogForms].map(([code, body]) => ({ where: `form/${code}`, body })),
    ];
    let count = 0;
    for (const { where, body } of bodies) {
      for (const text of texts(body, where)) {
        count++;
        expect(hasBothLanguages(text.text), text.where).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(500);
    for (const [code, config] of configs) expect(hasBothLanguages(config.config.name), code).toBe(true);
    for (const [code, entry] of entries) expect(hasBothLanguages(entry.name), code).toBe(true);
    for (const [code, sequence] of sequences) expect(hasBothLanguages(sequence.name), code).toBe(true);
    for (const [code, status] of statuses) expect(hasBothLanguages(status.name), code).toBe(true);
    for (const [code, form] of elogForms) expect(hasBothLanguages(form.title), code).toBe(true);
    for (const config of configs.values()) for (const group of config.groups ?? []) expect(hasBothLanguages(group.name), group.code).toBe(true);
  });
});

describe('the print layouts of the built-in logbooks', () => {
  it('every built-in logbook says how it prints, and the meta-schema takes it', () => {
    expect(printConfigs.map((c) => [c.eLogCode, c.print?.layout]).sort()).toEqual([
      ['DECK', 'TABLE'], ['ENGINE', 'TABLE'], ['FUEL_CHANGEOVER', 'TABLE'], ['GRB1', 'TABLE'], ['ORB1', 'RECORD_BOOK'], ['RADIO', 'TABLE'],
    ]);
    for (const config of printConfigs) expect(validateDescriptorBody('elog-config', config as never), config.eLogCode).toEqual([]);
  });

  it('a record book names the code letter of every entry type', () => {
    for (const config of printConfigs.filter((c) => c.print?.layout === 'RECORD_BOOK')) {
      for (const descriptor of entryDescriptors.filter((d) => d.eLog === config.eLogCode)) {
        expect(descriptor.parameters?.recordCode, descriptor.code).toMatch(/^[A-Z]$/);
      }
    }
  });

  it('every column pointer names a field of at least one form of its logbook (of the entry types it is limited to)', () => {
    const checked: string[] = [];
    for (const config of printConfigs) {
      const own = entryDescriptors.filter((d) => d.eLog === config.eLogCode);
      for (const column of config.print?.columns ?? []) {
        const scope = column.entries ? own.filter((d) => column.entries!.includes(d.code)) : own;
        if (column.entries) expect(scope.map((d) => d.code).sort(), `${config.eLogCode} ${JSON.stringify(column.title)}`).toEqual([...column.entries].sort());
        for (const pointer of column.fields ?? []) {
          const found = scope.some((d) => printForms.has(d.dfdSelector) && pointerExists(printForms.get(d.dfdSelector)!, pointer));
          expect(found, `${config.eLogCode}: ${pointer}`).toBe(true);
          checked.push(`${config.eLogCode}${pointer}`);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(40);
  });
});
