import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { DescriptorKind } from '../../../descriptors/kinds/index.js';
import { compileExpression } from '../../../descriptors/lib/expression.js';
import { readBuiltins } from '../../../server/modules/descriptors/builtins.js';
import { validateDescriptorBody } from '../../../server/modules/descriptors/validate.js';
import { demoRoleGroups } from '../../../seeds/demo-accounts.js';
import shipTags from '../../../seeds/reference/ship-tags.json' with { type: 'json' };

type Body = Record<string, unknown>;
type Text = { en?: unknown; ru?: unknown };

interface EntryDescriptor {
  name: Text;
  code: string;
  eLog: string;
  eLogGroup?: string;
  eLogSequence?: string;
  dfdSelector: string;
  workflow: { sequence: number; nextAllowed?: string[]; minCardinality?: number; maxCardinality?: number | null };
  dateConfig: { dateMode: 'EVENT' | 'PERIOD' };
}
interface FormBody {
  title: Text;
  usage: string;
  schema: Body;
  uiSchema: Body;
  rules?: { field: string; effect: string; when: string }[];
}
interface PermissionSet {
  eLogCode: string;
  permissions: { idRoleGroup: string; permission: string; workflowStatus?: string; firstSign?: boolean; main?: boolean }[];
}

const elogKinds: DescriptorKind[] = ['elog-config', 'elog-entry-descriptor', 'elog-sequence', 'workflow-status', 'elog-permission'];
const builtins = readBuiltins();
const ofKind = <T>(kind: DescriptorKind) => new Map(builtins.filter((b) => b.kind === kind).map((b) => [b.code, b.body as unknown as T]));
const configs = ofKind<{ eLogCode: string; config: { code: string; name: Text; workflowType: string }; groups?: { code: string; name: Text }[] }>('elog-config');
const entries = ofKind<EntryDescriptor>('elog-entry-descriptor');
const sequences = ofKind<{ code: string; eLog: string; name: Text }>('elog-sequence');
const statuses = ofKind<{ code: string; eLog?: string; name: Text }>('workflow-status');
const permissionSets = ofKind<PermissionSet>('elog-permission');
const forms = ofKind<FormBody>('form');
const elogForms = new Map([...forms].filter(([code]) => code.startsWith('ELOG_')));
const tagCodes = new Set(shipTags.map((tag) => tag.tag));

const isObject = (value: unknown): value is Body => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const uiOptions = (ui: unknown): Body => (isObject(ui) && isObject(ui['ui:options']) ? ui['ui:options'] : {});

/** Every schema node of a form with its uiSchema node and its dotted path (array items add nothing to the path). */
function fields(schema: Body, ui: Body, path = ''): { path: string; schema: Body; ui: Body }[] {
  const out: { path: string; schema: Body; ui: Body }[] = [];
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Body>)) {
    const childUi = isObject(ui[name]) ? ui[name] : {};
    const childPath = path ? `${path}.${name}` : name;
    out.push({ path: childPath, schema: child, ui: childUi });
    if (child.type === 'object') out.push(...fields(child, childUi, childPath));
    if (child.type === 'array' && isObject(child.items)) {
      const items = child.items;
      const itemsUi = isObject(childUi.items) ? childUi.items : {};
      out.push({ path: `${childPath}[]`, schema: items, ui: itemsUi });
      if (items.type === 'object') out.push(...fields(items, itemsUi, `${childPath}[]`));
    }
  }
  return out;
}
const formFields = (code: string) => {
  const form = forms.get(code)!;
  return fields(form.schema, form.uiSchema);
};
/** The ORB item numbers a form declares (ui:options.item), in form order. */
const itemsOf = (code: string) => formFields(code).map((f) => uiOptions(f.ui).item).filter((item): item is string => typeof item === 'string');

/** Every {en, ru} text in a body, with where it is. */
function texts(value: unknown, where: string, out: { where: string; text: Body }[] = []): { where: string; text: Body }[] {
  if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${where}/${i}`, out));
  else if (isObject(value)) {
    if ('en' in value) out.push({ where, text: value });
    else for (const [key, child] of Object.entries(value)) texts(child, `${where}/${key}`, out);
  }
  return out;
}
const hasBothLanguages = (text: unknown) =>
  isObject(text) && typeof text.en === 'string' && text.en.trim() !== '' && typeof text.ru === 'string' && text.ru.trim() !== '';

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

describe('built-in logbook forms', () => {
  it('compile with ajv, as the server will validate entry bodies with them', () => {
    const ajv = (addFormatsModule as unknown as (a: Ajv) => Ajv)(new Ajv({ allErrors: true, strict: false }));
    for (const [code, form] of elogForms) expect(() => ajv.compile(form.schema), code).not.toThrow();
  });

  it('label every field in English and Russian (uiSchema ui:title), and every enumeration value', () => {
    for (const code of elogForms.keys()) {
      for (const field of formFields(code)) {
        if (field.path.endsWith('[]') && field.schema.type !== 'object' && !field.ui['ui:title']) continue;
        expect(hasBothLanguages(field.ui['ui:title']), `${code}: ${field.path}`).toBe(true);
        if (Array.isArray(field.schema.enum)) {
          const names = field.ui['ui:enumNames'];
          expect(Array.isArray(names) && names.length === field.schema.enum.length, `${code}: ${field.path} enum names`).toBe(true);
          for (const name of names as unknown[]) expect(hasBothLanguages(name), `${code}: ${field.path} enum name`).toBe(true);
        }
      }
    }
  });

  it('pre-fill only from seeded ship tags', () => {
    let measured = 0;
    for (const code of elogForms.keys()) {
      for (const field of formFields(code)) {
        const options = uiOptions(field.ui);
        if (options.measure === undefined) continue;
        measured++;
        expect(tagCodes.has(String(options.measure)), `${code}: ${field.path} → ${String(options.measure)}`).toBe(true);
        if (options.measureAt !== undefined) {
          expect(['start', 'end'], `${code}: ${field.path}`).toContain(options.measureAt);
          const entry = entries.get(code.replace(/^ELOG_/, ''))!;
          if (options.measureAt === 'end') expect(entry.dateConfig.dateMode, `${code}: ${field.path} needs an end`).toBe('PERIOD');
        }
      }
    }
    expect(measured).toBeGreaterThan(20);
    const watch = Object.fromEntries(formFields('ELOG_DECK_WATCH').map((f) => [f.path, uiOptions(f.ui).measure]));
    expect(watch).toMatchObject({
      'position.lat': 'LAT', 'position.lon': 'LON', 'navigation.heading': 'HEADING', 'navigation.speedThroughWater': 'STW',
      'navigation.speedOverGround': 'SOG', 'navigation.shaftRpm': 'SHAFT_RPM', 'weather.windDirection': 'WIND_DIR_TRUE',
    });
  });

  it('have rules on fields that exist, with JSONata conditions that compile', () => {
    for (const [code, form] of elogForms) {
      const paths = new Set(formFields(code).map((f) => f.path));
      for (const rule of form.rules ?? []) {
        expect(paths.has(rule.field), `${code}: ${rule.field}`).toBe(true);
        expect(() => compileExpression(rule.when), `${code}: ${rule.when}`).not.toThrow();
      }
    }
  });

  it('carry every official ORB Part I item number under codes A to I, each label starting with it', () => {
    expect(itemsOf('ELOG_ORB1_A')).toEqual(['1', '2', '3', '3.1', '3.2', '3.3', '4', '4.1', '4.2']);
    expect(itemsOf('ELOG_ORB1_B')).toEqual(['5', '6', '7', '8', '9', '9.2', '10']);
    expect(itemsOf('ELOG_ORB1_C')).toEqual(['11', '11.1', '11.2', '11.3', '11.4', '12', '12.1', '12.2', '12.3', '12.4']);
    expect(itemsOf('ELOG_ORB1_D')).toEqual(['13', '14', '15', '15.1', '15.2', '15.3']);
    expect(itemsOf('ELOG_ORB1_E')).toEqual(['16', '17', '18']);
    expect(itemsOf('ELOG_ORB1_F')).toEqual(['19', '20', '21']);
    expect(itemsOf('ELOG_ORB1_G')).toEqual(['22', '23', '24', '25']);
    expect(itemsOf('ELOG_ORB1_H')).toEqual(['26', '26.1', '26.2', '26.3', '26.4']);
    expect(itemsOf('ELOG_ORB1_I')).toEqual([]);
    for (const letter of 'ABCDEFGHI') {
      const entry = entries.get(`ORB1_${letter}`)!;
      expect((entry as unknown as { parameters?: Body }).parameters?.recordCode).toBe(letter);
      expect((entry.name as { en: string }).en.startsWith(`${letter} — `)).toBe(true);
      for (const field of formFields(`ELOG_ORB1_${letter}`)) {
        const item = uiOptions(field.ui).item;
        if (typeof item !== 'string') continue;
        const title = field.ui['ui:title'] as { en: string; ru: string };
        expect([title.en.startsWith(`${item} `), title.ru.startsWith(`${item} `)], `${letter} ${item}`).toEqual([true, true]);
      }
    }
    const c = forms.get('ELOG_ORB1_C')!;
    expect((c.uiSchema.item11 as Body).item11_1).toMatchObject({ 'ui:title': { en: '11.1 Identity of tank(s)' } });
    const h = fields(forms.get('ELOG_ORB1_H')!.schema, forms.get('ELOG_ORB1_H')!.uiSchema);
    expect(h.find((f) => f.path === 'item26.item26_3[].quantityAdded')?.ui['ui:title']).toMatchObject({ en: 'Quantity added, t' });
  });

  it('record garbage by the categories A to I of MARPOL Annex V', () => {
    const categories = (code: string) => formFields(code).find((f) => f.path.endsWith('[].category'))!.schema.enum;
    expect(categories('ELOG_GRB1_TO_RECEPTION_FACILITY')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(categories('ELOG_GRB1_ACCIDENTAL')).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(categories('ELOG_GRB1_DISCHARGE_TO_SEA')).toEqual(['B', 'G']);
  });
});

describe('built-in logbook permissions', () => {
  const roleGroups = new Set(demoRoleGroups.map((g) => g.code));

  it('exist for every logbook and name demo role groups and known workflow statuses', () => {
    expect([...permissionSets.keys()].sort()).toEqual([...configs.keys()].sort());
    for (const [code, set] of permissionSets) {
      for (const row of set.permissions) {
        expect(roleGroups.has(row.idRoleGroup), `${code}: ${row.idRoleGroup}`).toBe(true);
        if (row.workflowStatus) expect(statuses.has(row.workflowStatus), `${code}: ${row.workflowStatus}`).toBe(true);
        if (row.firstSign || row.main) expect(row.permission, code).toBe('APPROVAL');
      }
    }
  });

  it('let someone fill, give the first and the main signature, complete the day, and let the office read and print', () => {
    for (const [code, set] of permissionSets) {
      const holds = (permission: string, where: (row: PermissionSet['permissions'][number]) => boolean = () => true) =>
        set.permissions.some((row) => row.permission === permission && where(row));
      expect(holds('FILLING'), `${code}: FILLING`).toBe(true);
      expect(holds('APPROVAL', (row) => row.firstSign === true), `${code}: first signature`).toBe(true);
      expect(holds('APPROVAL', (row) => row.main === true), `${code}: main signature`).toBe(true);
      expect(holds('SET_DAY_COMPLETE'), `${code}: SET_DAY_COMPLETE`).toBe(true);
      expect(holds('LOG_WORKFLOW_MANAGMENT'), `${code}: LOG_WORKFLOW_MANAGMENT`).toBe(true);
      expect(holds('VIEW', (row) => row.idRoleGroup === 'SHORE') && holds('PRINT', (row) => row.idRoleGroup === 'SHORE'), `${code}: office`).toBe(true);
      expect(holds('FILLING', (row) => row.idRoleGroup === 'SHORE'), `${code}: office fills`).toBe(false);
    }
    const mainSigners = (code: string) => permissionSets.get(code)!.permissions.filter((r) => r.main).map((r) => r.idRoleGroup).sort();
    expect(mainSigners('DECK')).toEqual(['MASTERS']);
    // The master approves the deck and radio logs and the MARPOL record books, the chief engineer the engine log.
    expect(mainSigners('RADIO')).toEqual(['MASTERS']);
    expect(mainSigners('ENGINE')).toEqual(['CHIEF_ENGINEERS']);
    for (const marpol of ['ORB1', 'GRB1', 'FUEL_CHANGEOVER']) expect(mainSigners(marpol), marpol).toEqual(['MASTERS']);
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
