/** The visual form designer holding its text as the designer's session would. */
import { useState } from 'react';
import { vi } from 'vitest';
import type { FormDraft } from '../../../designer/form-designer/form-body.js';
import { FormDesigner } from '../../../designer/form-designer/FormDesigner.js';
import type { VisualEditorHandle } from '../../../designer/lib/visual-editor-props.js';
import type { ApiClient } from '../../../runtime/api/api-client.js';
import { fakeServer, renderWithShell } from './fake-server.js';

export const watchForm: FormDraft = {
  title: { en: 'Watch', ru: 'Вахта' }, usage: 'CUSTOMIZER',
  schema: {
    type: 'object', required: ['watch'],
    properties: {
      watch: { type: 'string', enum: ['00-04', '04-08'] },
      weather: { type: 'object', properties: { windForce: { type: 'integer', minimum: 0, maximum: 12 } } },
    },
  },
  uiSchema: {
    watch: { 'ui:title': { en: 'Watch', ru: 'Вахта' } },
    weather: { 'ui:title': { en: 'Weather', ru: 'Погода' }, windForce: { 'ui:title': { en: 'Wind force', ru: 'Сила ветра' } } },
  },
};

export const formText = (form: FormDraft) => `${JSON.stringify(form, null, 2)}\n`;

export function renderFormDesigner(initial: FormDraft = watchForm) {
  const server = fakeServer();
  let latest = formText(initial);
  const handle: { current: VisualEditorHandle | null } = { current: null };
  const onHistory = vi.fn();

  function Harness({ client }: { client: ApiClient }) {
    const [text, setText] = useState(latest);
    return (
      <FormDesigner
        ref={(h) => { handle.current = h; }} client={client} code="WATCH" text={text} resetKey="WATCH/1" isActive
        onTextChange={(next) => { latest = next; setText(next); }} onHistory={onHistory} errorCount={0} onShowJson={() => undefined}
        session={{ saveFirst: async () => true, reload: async () => undefined, open: () => undefined }} isListShown={false} onToggleList={() => undefined}
      />
    );
  }

  renderWithShell(<Harness client={server.client} />);
  return { form: () => JSON.parse(latest) as FormDraft, text: () => latest, handle, onHistory };
}
