// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordForm, type RecordData, type RecordFormDefinition } from '../../../runtime/renderers/crud/RecordForm.js';
import { createReferenceOptionsLoader } from '../../../runtime/widgets/reference-options.js';
import { fakeServer, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const text = (maxLength: number) => ({
  type: 'object', required: ['en'], properties: { en: { type: 'string', maxLength }, ru: { type: 'string', maxLength } },
}) as const;
const definition: RecordFormDefinition = {
  schema: { type: 'object', properties: { subject: text(500), body: text(20_000) } },
  uiSchema: { subject: { 'ui:field': 'localText', 'ui:title': 'Subject' }, body: { 'ui:field': 'localText', 'ui:title': 'Body' } },
};

function TemplateForm() {
  const [server] = useState(() => fakeServer());
  const [loadOptions] = useState(() => createReferenceOptionsLoader(server.client));
  const [value, setValue] = useState<RecordData>({});
  return (
    <>
      <RecordForm definition={definition} value={value} onChange={setValue} language="en" loadOptions={loadOptions} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('the two-language text field', () => {
  it('edits a short text on one line and a long one (an e-mail body) in a text area that keeps its line breaks', async () => {
    renderWithShell(<TemplateForm />);
    const subject = await screen.findByRole('textbox', { name: 'Subject (English)' });
    const body = screen.getByRole('textbox', { name: 'Body (English)' });
    expect(subject.tagName).toBe('INPUT');
    expect(body.tagName).toBe('TEXTAREA');
    fireEvent.change(body, { target: { value: 'Dear colleague,\n\nthe printout is attached.' } });
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ body: { en: 'Dear colleague,\n\nthe printout is attached.' } }));
  });
});
