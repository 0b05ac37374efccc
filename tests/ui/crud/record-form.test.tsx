// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUiSchema, localizeSchema } from '../../../runtime/renderers/crud/form-schema.js';
import { RecordForm, type RecordData, type RecordFormDefinition, type RecordFormHandle } from '../../../runtime/renderers/crud/RecordForm.js';
import { formPartRegistry } from '../../../runtime/widgets/widget-registry.js';
import type { FormAttachments } from '../../../runtime/widgets/form-context.js';
import { withSelectedValues } from '../../../runtime/widgets/ReferenceWidget.js';
import { nationOptions, portDefinition, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

function ControlledForm({ definition, initial, loadOptions, readonly, formRef, defaultOffset, attachments }: {
  definition: RecordFormDefinition; initial: RecordData; loadOptions?: (r: unknown) => Promise<typeof nationOptions>; readonly?: boolean;
  formRef?: { current: RecordFormHandle | null }; defaultOffset?: number; attachments?: FormAttachments;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RecordForm ref={formRef} definition={definition} value={value} onChange={setValue} language="en" loadOptions={loadOptions} readonly={readonly} defaultOffset={defaultOffset} attachments={attachments} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('reference fields', () => {
  it('render as a select of the referenced records, showing the label of the stored key', async () => {
    const loadOptions = vi.fn(async () => nationOptions);
    renderWithShell(<ControlledForm definition={portDefinition} initial={{ unlocode: 'NLRTM', name: 'Rotterdam', country: 'NL' }} loadOptions={loadOptions} />);
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect((country as HTMLInputElement).value).toBe('Netherlands'));
    expect(loadOptions).toHaveBeenCalledWith({ resource: 'test-nation', key: 'code' });

    fireEvent.click(country);
    fireEvent.click(await screen.findByRole('option', { name: 'Germany', hidden: true }));
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toMatchObject({ country: 'DE' }));
  });

  it('keep a stored value the options no longer hold (a disabled record) instead of dropping it', () => {
    expect(withSelectedValues(nationOptions, ['XK'])).toEqual([...nationOptions, { value: 'XK', label: 'XK' }]);
    expect(withSelectedValues(nationOptions, ['NL'])).toEqual(nationOptions);
  });

  it('become a multiselect for array fields', async () => {
    const definition: RecordFormDefinition = {
      schema: { type: 'object', properties: { flags: { type: 'array', title: 'Flags', items: { type: 'string' } } } },
      references: { flags: { resource: 'test-nation', key: 'code', multiple: true } },
    };
    renderWithShell(<ControlledForm definition={definition} initial={{ flags: ['NL', 'DE'] }} loadOptions={async () => nationOptions} />);
    expect(await screen.findByText('Netherlands')).toBeTruthy();
    expect(screen.getByText('Germany')).toBeTruthy();
  });

  it('fall back to a text input when no loader is given (a designer preview)', async () => {
    renderWithShell(<ControlledForm definition={portDefinition} initial={{ country: 'NL' }} />);
    expect(((await screen.findByLabelText('Country')) as HTMLInputElement).value).toBe('NL');
  });
});

describe('record form', () => {
  it('shows descriptor titles through the locales, or as written when they are not keys', async () => {
    const definition: RecordFormDefinition = {
      schema: { type: 'object', properties: { a: { type: 'string', title: 'common.save' }, b: { type: 'string', title: 'Berths: total' } } },
    };
    renderWithShell(<ControlledForm definition={definition} initial={{}} />);
    expect(await screen.findByLabelText('Save')).toBeTruthy();
    expect(screen.getByLabelText('Berths: total')).toBeTruthy();
  });

  it('edits {en, ru} texts as two inputs under one label', async () => {
    const definition: RecordFormDefinition = {
      schema: { type: 'object', properties: { name: { type: 'object', title: 'Name', required: ['en'], properties: { en: { type: 'string' }, ru: { type: 'string' } } } } },
    };
    renderWithShell(<ControlledForm definition={definition} initial={{ name: { en: 'Norway' } }} />);
    const ru = await screen.findByLabelText('Name (Русский)');
    expect((screen.getByLabelText('Name (English)') as HTMLInputElement).value).toBe('Norway');
    fireEvent.change(ru, { target: { value: 'Норвегия' } });
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ name: { en: 'Norway', ru: 'Норвегия' } }));
  });

  it('validates only when asked, then shows the messages at the fields in the interface language', async () => {
    const formRef = { current: null as RecordFormHandle | null };
    renderWithShell(<ControlledForm definition={portDefinition} initial={{ unlocode: 'rot' }} formRef={formRef} />);
    await screen.findByLabelText(/UN\/LOCODE/);
    expect(screen.queryByText('Name is required.')).toBeNull();
    let isValid = true;
    act(() => { isValid = formRef.current!.validate(); });
    expect(isValid).toBe(false);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Name is required.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('UN/LOCODE has the wrong format.').length).toBeGreaterThan(0);
  });

  it('shows a schema it cannot draw as a problem in its place instead of blanking the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const definition: RecordFormDefinition = { schema: { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } } };
    renderWithShell(<ControlledForm definition={definition} initial={{}} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This form cannot be drawn');
    vi.restoreAllMocks();
  });

  it('is read-only in view mode', async () => {
    renderWithShell(<ControlledForm definition={portDefinition} initial={{ unlocode: 'NLRTM', name: 'Rotterdam' }} readonly />);
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('JSON field', () => {
  const definition: RecordFormDefinition = {
    schema: { type: 'object', properties: { geometry: { type: 'object', title: 'Boundary', properties: { type: { type: 'string' } } } } },
    uiSchema: { geometry: { 'ui:field': 'json' } },
  };

  it('hands parsed JSON to the form when the field is left', async () => {
    renderWithShell(<ControlledForm definition={definition} initial={{ geometry: { type: 'Point' } }} />);
    const box = await screen.findByRole('textbox', { name: 'Boundary' }) as HTMLTextAreaElement;
    expect(JSON.parse(box.value)).toEqual({ type: 'Point' });
    fireEvent.change(box, { target: { value: '{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}' } });
    fireEvent.blur(box);
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!).geometry.type).toBe('Polygon'));
  });

  it('keeps text that does not parse, says why, and refuses to validate so nothing is dropped on Save', async () => {
    const formRef = { current: null as RecordFormHandle | null };
    renderWithShell(<ControlledForm definition={definition} initial={{ geometry: { type: 'Point' } }} formRef={formRef} />);
    const box = await screen.findByRole('textbox', { name: 'Boundary' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '{"type": "Polygon",' } });
    fireEvent.blur(box);
    expect(await screen.findByText(/This is not valid JSON/)).toBeTruthy();
    expect(box.value).toBe('{"type": "Polygon",');
    let isValid = true;
    act(() => { isValid = formRef.current!.validate(); });
    expect(isValid).toBe(false);
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ geometry: { type: 'Point' } });
  });
});

describe('schema and uiSchema preparation', () => {
  const translate = (text: string | { en: string; ru?: string }) => (typeof text === 'string' ? `«${text}»` : text.en);

  it('translates titles and descriptions everywhere in the schema, and nothing else', () => {
    const schema = localizeSchema({
      type: 'object', title: 'root', properties: {
        title: { type: 'string', title: 't1', default: 'title' },
        list: { type: 'array', items: { type: 'object', properties: { x: { type: 'number', description: 'd' } } } },
        kind: { oneOf: [{ const: 'a', title: 'A' }] },
      },
    }, translate);
    expect(schema.title).toBe('«root»');
    expect(schema.properties!.title).toEqual({ type: 'string', title: '«t1»', default: 'title' });
    expect((schema.properties!.list as { items: { properties: { x: { description: string } } } }).items.properties.x.description).toBe('«d»');
    expect((schema.properties!.kind as { oneOf: { title: string }[] }).oneOf[0].title).toBe('«A»');
  });

  it('gives reference fields the reference widget unless the descriptor chose one, and hides the submit button', () => {
    const ui = buildUiSchema({ ...portDefinition, uiSchema: { name: { 'ui:placeholder': 'p' } } }, translate);
    expect(ui.country).toEqual({ 'ui:widget': 'reference', 'ui:options': { reference: { resource: 'test-nation', key: 'code' } } });
    expect(ui.name).toEqual({ 'ui:placeholder': '«p»' });
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
    const own = buildUiSchema({ ...portDefinition, uiSchema: { country: { 'ui:widget': 'radio' } } }, translate);
    expect((own.country as Record<string, unknown>)['ui:widget']).toBe('radio');
    const hidden = buildUiSchema(portDefinition, translate, { country: { 'ui:widget': 'hidden' } });
    expect((hidden.country as Record<string, unknown>)['ui:widget']).toBe('hidden');
  });

  it('gives references inside sections and lists the reference widget at their place (address.country, details[].person)', () => {
    const ui = buildUiSchema({
      schema: { type: 'object', properties: {
        address: { type: 'object', properties: { country: { type: 'string' } } },
        details: { type: 'array', items: { type: 'object', properties: { person: { type: 'string' }, units: { type: 'array', items: { type: 'string' } } } } },
      } },
      uiSchema: { details: { items: { person: { 'ui:help': 'h' } } } },
      references: { 'address.country': { resource: 'nation', key: 'code' }, 'details.person': { resource: 'person' }, 'details.units': { resource: 'ship', multiple: true } },
    }, translate) as Record<string, Record<string, Record<string, Record<string, unknown>>>>;
    expect(ui.address.country).toEqual({ 'ui:widget': 'reference', 'ui:options': { reference: { resource: 'nation', key: 'code' } } });
    expect(ui.details.items.person).toEqual({ 'ui:widget': 'reference', 'ui:help': '«h»', 'ui:options': { reference: { resource: 'person' } } });
    expect(ui.details.items.units['ui:widget']).toBe('reference');
  });
});

describe('form widget registry', () => {
  it('every widget and field renders inside a record form', async () => {
    for (const entry of formPartRegistry.list()) {
      const key = entry.kind === 'widget' ? 'ui:widget' : 'ui:field';
      const definition: RecordFormDefinition = {
        schema: { type: 'object', properties: { part: entry.id === 'localText'
          ? { type: 'object', title: 'Part', properties: { en: { type: 'string' }, ru: { type: 'string' } } }
          : { type: 'string', title: 'Part' } } },
        uiSchema: { part: { [key]: entry.id } },
      };
      renderWithShell(<ControlledForm definition={definition} initial={{}} />);
      expect((await screen.findAllByText('Part')).length, entry.id).toBeGreaterThan(0);
      cleanup();
    }
    expect(formPartRegistry.ids()).toEqual(['reference', 'localText', 'json', 'timeWithOffset', 'staticText', 'attachments', 'ship']);
  });
});

describe('form descriptor rules', () => {
  const orbC = JSON.parse(readFileSync('descriptors/kinds/form/builtin/ELOG_ORB1_C.json', 'utf8')) as RecordFormDefinition;

  it('show the section the chosen operation needs, hide the other, and leave hidden values out of the data', async () => {
    const formRef: { current: RecordFormHandle | null } = { current: null };
    renderWithShell(<ControlledForm definition={orbC} formRef={formRef} initial={{ operation: '11', item11: { item11_1: 'Sludge tank 3.1' } }} />);
    expect(await screen.findByText('11 Collection of oil residues (sludge): quantity retained on board')).toBeTruthy();
    expect(screen.queryByText('12 Methods of transfer or disposal of oil residues (sludge)')).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: /Operation/ }));
    fireEvent.click(await screen.findByRole('option', { name: '12 Transfer or disposal of oil residues (sludge)', hidden: true }));
    expect(await screen.findByText('12 Methods of transfer or disposal of oil residues (sludge)')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('11 Collection of oil residues (sludge): quantity retained on board')).toBeNull());
    // Item 11 typed before stays in the state (switching back restores it) but is not what the form gives to save.
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toMatchObject({ operation: '12', item11: { item11_1: 'Sludge tank 3.1' } });
    expect(formRef.current!.data()).toEqual({ operation: '12' });
  });
});

describe('number fields', () => {
  const definition: RecordFormDefinition = {
    schema: { type: 'object', properties: { visibility: { type: 'number', title: 'Visibility', minimum: 0, maximum: 50 } } },
    uiSchema: { visibility: { 'ui:options': { unit: { en: 'nm', ru: 'мили' }, precision: 1 } } },
  };

  it('keep a value over the maximum as typed, to be refused at the field rather than changed unseen, and show their unit', async () => {
    const formRef: { current: RecordFormHandle | null } = { current: null };
    renderWithShell(<ControlledForm definition={definition} initial={{}} formRef={formRef} />);
    const input = await screen.findByRole('textbox', { name: /Visibility/ });
    expect(screen.getByText('nm')).toBeTruthy();
    fireEvent.change(input, { target: { value: '60' } });
    fireEvent.blur(input);
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ visibility: 60 }));
    expect((input as HTMLInputElement).value).toBe('60');
    act(() => { formRef.current!.validate(); });
    expect((await screen.findAllByText(/maximum 50/)).length).toBeGreaterThan(0);
  });

  it('take no more decimals than the field allows', async () => {
    renderWithShell(<ControlledForm definition={definition} initial={{}} />);
    const input = await screen.findByRole('textbox', { name: /Visibility/ });
    fireEvent.change(input, { target: { value: '8.25' } });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('8.2'));
  });
});

describe('Keel\'s own fields', () => {
  const definition: RecordFormDefinition = {
    schema: { type: 'object', properties: {
      heading: { type: 'null' },
      anchored: { type: 'object', properties: { timestamp: { type: 'integer' }, offset: { type: 'integer' } }, required: ['timestamp', 'offset'] },
      note: { type: 'string', title: 'Note' },
    } },
    uiSchema: {
      heading: { 'ui:field': 'staticText', 'ui:title': { en: 'At anchor', ru: 'На якоре' } },
      anchored: { 'ui:field': 'timeWithOffset', 'ui:title': { en: 'Anchored', ru: 'Стал на якорь' }, 'ui:options': { minuteResolution: 15 } },
      note: { 'ui:options': { span: 2 } },
    },
  };

  it('show a heading between fields, holding no value', async () => {
    renderWithShell(<ControlledForm definition={definition} initial={{}} />);
    expect((await screen.findByRole('heading', { name: 'At anchor' })).tagName).toBe('H4');
    expect(JSON.parse(screen.getByTestId('value').textContent!)).not.toHaveProperty('heading');
  });

  it('take a time on the ship\'s clock at the entry\'s offset, and say when it is off the field\'s minute resolution', async () => {
    renderWithShell(<ControlledForm definition={definition} initial={{}} defaultOffset={180} />);
    fireEvent.change(await screen.findByLabelText('Anchored: date'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Anchored: time, 24-hour'), { target: { value: '0407' } });
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ anchored: { timestamp: Date.UTC(2026, 10, 20, 1, 7), offset: 180 } }));
    expect((screen.getByLabelText('Anchored: UTC offset') as HTMLSelectElement).value).toBe('180');
    expect(await screen.findByText('The time must be on a 15-minute step.')).toBeTruthy();
  });

  const photos: RecordFormDefinition = {
    schema: { type: 'object', properties: { photos: { type: 'array', items: { type: 'string' }, maxItems: 2 } } },
    uiSchema: { photos: { 'ui:field': 'attachments', 'ui:title': { en: 'Photos of the damage', ru: 'Фотографии повреждений' } } },
  };
  const savedId = '3f1c2a4e-8d9b-4c7a-9e1f-0a2b3c4d5e6f';

  it('list the files of an attachments field and take new ones as placeholders the editor names', async () => {
    const pending = new Map<string, File>();
    const attachments: FormAttachments = {
      saved: (id) => (id === savedId ? { fileName: 'dent.jpg', size: 2048 } : undefined),
      add: (files) => files.map((file, i) => { pending.set(`new:k${i}`, file); return `new:k${i}`; }),
      pending: (placeholder) => pending.get(placeholder),
      download: vi.fn(async () => undefined),
    };
    renderWithShell(<ControlledForm definition={photos} initial={{ photos: [savedId] }} attachments={attachments} />);
    const field = await screen.findByRole('group', { name: 'Photos of the damage' });
    expect(field.textContent).toContain('dent.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Download dent.jpg' }));
    expect(attachments.download).toHaveBeenCalledWith(savedId);
    fireEvent.change(field.querySelector('input[type="file"]')!, { target: { files: [new File(['x'], 'crack.jpg'), new File(['y'], 'hole.jpg')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('This field takes at most 2 files.');
    fireEvent.change(field.querySelector('input[type="file"]')!, { target: { files: [new File(['x'], 'crack.jpg')] } });
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ photos: [savedId, 'new:k0'] }));
    expect(field.textContent).toContain('crack.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Remove dent.jpg' }));
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ photos: ['new:k0'] }));
  });

  it('show an attachments field read-only where no files can be kept (a registry record), saying where they can', async () => {
    renderWithShell(<ControlledForm definition={photos} initial={{}} />);
    const field = await screen.findByRole('group', { name: 'Photos of the damage' });
    expect(field.textContent).toContain('Files can be attached to logbook entries; registry records keep no files.');
    expect(screen.queryByRole('button', { name: /Attach files/ })).toBeNull();
  });

  it('span two columns of the grid when the form says so', async () => {
    renderWithShell(<ControlledForm definition={definition} initial={{}} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(note.closest('[class*="span2"]')).not.toBeNull();
  });
});
