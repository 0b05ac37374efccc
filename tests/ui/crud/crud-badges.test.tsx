// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';
import { CrudScreen } from '../../../runtime/renderers/crud/CrudScreen.js';
import { fakeServer, on, portRecord, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const definition: ResourceDefinition = {
  title: { en: 'Test certificates', ru: 'Тестовые свидетельства' },
  labelField: 'number',
  schema: {
    type: 'object',
    properties: {
      number: { type: 'string', title: 'Number' },
      expiryStatus: { type: 'string', title: 'Status', enum: ['VALID', 'EXPIRED'] },
    },
  },
  uiSchema: { expiryStatus: { 'ui:enumNames': [{ en: 'Valid', ru: 'Действует' }, { en: 'Expired', ru: 'Истёк' }] } },
  list: { columns: [{ field: 'number' }, { field: 'expiryStatus', filter: 'select', badges: { VALID: 'green', EXPIRED: 'red' } }] },
  access: { view: {}, manage: {} },
};

describe('a crud column with badges', () => {
  it('shows each value as a badge of its colour, labelled as the form labels it', async () => {
    const server = fakeServer(
      on('GET', '/resource-definitions/test-certificate', { body: { code: 'test-certificate', version: 1, definition, canManage: false } }),
      on('GET', '/test-certificate', { body: { items: [
        portRecord({ id: '11111111-1111-4111-8111-111111111111', label: 'C-1', data: { number: 'C-1', expiryStatus: 'EXPIRED' } }),
        portRecord({ id: '22222222-2222-4222-8222-222222222222', label: 'C-2', data: { number: 'C-2', expiryStatus: 'VALID' } }),
      ], total: 2, page: 1, size: 25 } }),
    );
    renderWithShell(<CrudScreen resource="test-certificate" client={server.client} />);
    const expired = within(await screen.findByRole('row', { name: 'Open C-1' })).getByText('Expired');
    expect(expired.closest('[data-badge]')?.getAttribute('data-badge')).toBe('EXPIRED');
    expect(expired.closest('.mantine-Badge-root')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: 'Open C-2' })).getByText('Valid').closest('[data-badge]')?.getAttribute('data-badge')).toBe('VALID');
  });
});
