// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formText, renderFormDesigner, watchForm } from '../../support/ui/form-designer-screen.js';

afterEach(cleanup);

const palette = () => within(screen.getByRole('group', { name: 'Field types' }));
const tree = () => screen.getByRole('tree', { name: 'Fields' });
const row = (name: RegExp) => within(tree()).getByRole('treeitem', { name });
const rootCodes = (form: { schema: { properties?: object } }) => Object.keys(form.schema.properties ?? {});

describe('the visual form designer', () => {
  it('adds a field from the palette at the end of the form, selected, and writes it into the JSON text', async () => {
    const view = renderFormDesigner();
    fireEvent.click(palette().getByRole('button', { name: 'Number' }));
    expect(rootCodes(view.form())).toEqual(['watch', 'weather', 'number1']);
    expect(view.form().uiSchema!.number1).toEqual({ 'ui:title': { en: 'Number', ru: 'Число' } });
    expect(view.text()).toContain('"number1": {\n        "type": "number"\n      }');
    expect(row(/number1/).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('number1');
  });

  it('adds into the selected section and moves fields by keyboard, into and out of sections', () => {
    const view = renderFormDesigner();
    fireEvent.click(row(/Weather/));
    fireEvent.click(palette().getByRole('button', { name: 'Yes / no' }));
    expect(Object.keys((view.form().schema.properties as { weather: { properties: object } }).weather.properties)).toEqual(['windForce', 'yesNo1']);

    fireEvent.keyDown(row(/yesNo1/), { key: 'ArrowUp', altKey: true });
    expect(Object.keys((view.form().schema.properties as { weather: { properties: object } }).weather.properties)).toEqual(['yesNo1', 'windForce']);
    fireEvent.keyDown(row(/yesNo1/), { key: 'ArrowLeft', altKey: true });
    expect(rootCodes(view.form())).toEqual(['watch', 'weather', 'yesNo1']);
    expect(view.form().uiSchema!.yesNo1).toEqual({ 'ui:title': { en: 'Yes / no', ru: 'Да / нет' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move into the section or table above (Alt+→)' }));
    expect(rootCodes(view.form())).toEqual(['watch', 'weather']);
    expect(row(/yesNo1/).getAttribute('aria-level')).toBe('2');
  });

  it('nests a field into a section by drag and drop, keeping it required', () => {
    const view = renderFormDesigner();
    fireEvent.dragStart(row(/Watch/));
    fireEvent.dragOver(row(/Weather/));
    fireEvent.drop(row(/Weather/));
    const weather = (view.form().schema.properties as { weather: { properties: object; required: string[] } }).weather;
    expect(Object.keys(weather.properties)).toEqual(['windForce', 'watch']);
    expect(weather.required).toEqual(['watch']);
    expect(view.form().schema.required).toBeUndefined();
    expect((view.form().uiSchema!.weather as Record<string, unknown>).watch).toEqual({ 'ui:title': { en: 'Watch', ru: 'Вахта' } });
  });

  it('edits the label in both languages and the limits in the property panel', () => {
    const view = renderFormDesigner();
    fireEvent.click(row(/Wind force/));
    const form = within(screen.getByRole('form', { name: 'Field properties' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Label in English' }), { target: { value: 'Wind, Beaufort' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Label in Russian' }), { target: { value: 'Ветер, баллы' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Maximum' }), { target: { value: '10' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Minimum' }), { target: { value: '' } });
    const weather = view.form().schema.properties as { weather: { properties: { windForce: object } } };
    expect(weather.weather.properties.windForce).toEqual({ type: 'integer', maximum: 10 });
    expect((view.form().uiSchema!.weather as Record<string, unknown>).windForce).toEqual({ 'ui:title': { en: 'Wind, Beaufort', ru: 'Ветер, баллы' } });
    expect(row(/Wind, Beaufort/)).toBeTruthy();
  });

  it('renames a field keeping its place and refuses a code in use', () => {
    const view = renderFormDesigner();
    fireEvent.click(row(/Watch/));
    const code = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.change(code, { target: { value: 'weather' } });
    fireEvent.blur(code);
    expect(screen.getByText('Another field here has this code')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'watchPeriod' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(rootCodes(view.form())).toEqual(['watchPeriod', 'weather']);
    expect(view.form().schema.required).toEqual(['watchPeriod']);
  });

  it('checks a rule’s JSONata as it is typed, over sample data', async () => {
    const view = renderFormDesigner();
    fireEvent.click(row(/Weather/));
    const shown = screen.getByRole('textbox', { name: 'Shown only when' });
    fireEvent.change(shown, { target: { value: 'watch = ' } });
    expect(await screen.findByText(/Expected|end of expression|syntax/i)).toBeTruthy();
    fireEvent.change(shown, { target: { value: 'watch = "00-04"' } });
    expect(await screen.findByText('On sample data: true')).toBeTruthy();
    expect(view.form().rules).toEqual([{ field: 'weather', effect: 'show', when: 'watch = "00-04"' }]);
  });

  it('undoes and redoes its edits with Ctrl+Z and Ctrl+Y, typing in one field being one step', () => {
    const view = renderFormDesigner();
    const region = screen.getByRole('region', { name: 'Visual form editor' });
    fireEvent.click(palette().getByRole('button', { name: 'Text' }));
    const label = screen.getByRole('textbox', { name: 'Label in English' });
    for (const text of ['R', 'Re', 'Rem']) fireEvent.change(label, { target: { value: text } });
    expect(view.form().uiSchema!.text1).toEqual({ 'ui:title': { en: 'Rem', ru: 'Текст' } });

    fireEvent.keyDown(region, { key: 'z', ctrlKey: true });
    expect(view.form().uiSchema!.text1).toEqual({ 'ui:title': { en: 'Text', ru: 'Текст' } });
    fireEvent.keyDown(region, { key: 'z', ctrlKey: true });
    expect(view.text()).toBe(formText(watchForm));
    fireEvent.keyDown(region, { key: 'y', ctrlKey: true });
    expect(rootCodes(view.form())).toEqual(['watch', 'weather', 'text1']);
    act(() => view.handle.current!.redo());
    expect(view.form().uiSchema!.text1).toEqual({ 'ui:title': { en: 'Rem', ru: 'Текст' } });
    expect(view.onHistory).toHaveBeenLastCalledWith({ canUndo: true, canRedo: false });
  });

  it('draws the edited form with the runtime’s record form', async () => {
    renderFormDesigner();
    fireEvent.click(palette().getByRole('button', { name: 'Text' }));
    const preview = await screen.findByRole('region', { name: 'Preview' }, { timeout: 3000 });
    await waitFor(() => expect(within(preview).getByLabelText('Text')).toBeTruthy(), { timeout: 3000 });
  });

  it('adds an attachments field, limits its files in the panel, and previews it read-only (files belong to entries)', async () => {
    const view = renderFormDesigner();
    fireEvent.click(palette().getByRole('button', { name: 'Attachments' }));
    expect(view.form().uiSchema!.attachments1).toEqual({ 'ui:field': 'attachments', 'ui:title': { en: 'Attachments', ru: 'Вложения' } });
    fireEvent.change(within(screen.getByRole('form', { name: 'Field properties' })).getByRole('textbox', { name: 'Most files (up to 20)' }), { target: { value: '5' } });
    expect((view.form().schema.properties as Record<string, { maxItems?: number }>).attachments1.maxItems).toBe(5);
    const preview = await screen.findByRole('region', { name: 'Preview' }, { timeout: 3000 });
    await waitFor(() => expect(within(preview).getByText('Files can be attached to logbook entries; registry records keep no files.')).toBeTruthy(), { timeout: 3000 });
  });
});
