// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordForm, type RecordData, type RecordFormDefinition } from '../../../runtime/renderers/crud/RecordForm.js';
import { createReferenceOptionsLoader } from '../../../runtime/widgets/reference-options.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const nordicOre = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a01';
const balticStar = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a02';
const definition: RecordFormDefinition = {
  schema: { type: 'object', required: ['unitId'], properties: { unitId: { type: 'string', format: 'uuid' } } },
  uiSchema: { unitId: { 'ui:widget': 'ship', 'ui:title': { en: 'Ship', ru: 'Судно' } } },
};

function ShipForm({ initial, language = 'en' }: { initial: RecordData; language?: 'en' | 'ru' }) {
  const [server] = useState(() => fakeServer(on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: nordicOre }, { label: 'Baltic Star', value: balticStar }] })));
  const [loadOptions] = useState(() => createReferenceOptionsLoader(server.client));
  const [value, setValue] = useState(initial);
  return (
    <>
      <RecordForm definition={definition} value={value} onChange={setValue} language={language} loadOptions={loadOptions} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('the ship widget', () => {
  it('offers the user\'s ships from the units list and keeps the chosen ship\'s id', async () => {
    renderWithShell(<ShipForm initial={{}} />);
    const ship = await screen.findByRole('combobox', { name: /Ship/ });
    fireEvent.click(ship);
    expect((await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent)).toEqual(['Nordic Ore', 'Baltic Star']);
    fireEvent.click(screen.getByRole('option', { name: 'Baltic Star', hidden: true }));
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ unitId: balticStar }));
  });

  it('shows a stored ship by name, and one no longer offered by its id rather than dropping it', async () => {
    renderWithShell(<ShipForm initial={{ unitId: nordicOre }} language="ru" />, 'ru');
    const ship = await screen.findByRole('combobox', { name: /Судно/ });
    await waitFor(() => expect((ship as HTMLInputElement).value).toBe('Nordic Ore'));
    cleanup();
    const gone = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a09';
    renderWithShell(<ShipForm initial={{ unitId: gone }} />);
    const kept = await screen.findByRole('combobox', { name: /Ship/ });
    await waitFor(() => expect((kept as HTMLInputElement).value).toBe(gone));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual({ unitId: gone });
  });
});
