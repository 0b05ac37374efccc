// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DaySigning, EntrySigning } from '../../../descriptors/lib/elog/day-signing.js';
import { ElogDayScreen } from '../../../runtime/renderers/elog/ElogDayScreen.js';
import type { ElogDay } from '../../../runtime/renderers/elog/elog-api.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';
import { day, dayId, definitions, entry, shipDay, unitId, watchForm } from '../../support/ui/elog-fixtures.js';

afterEach(cleanup);

// The sign buttons come from the day's signing state, asked after the day and its permissions.

const officer = { userName: 'officer', name: 'Ivan', surname: 'Petrov', rank: 'Deck officer', rankCode: 'DECK_OFFICER' };
const captain = { userName: 'captain', name: 'Erik', surname: 'Larsen', rank: 'Master', rankCode: 'MASTER' };
const watches = [entry('e1', 'DECK_WATCH', 0, 'COMPLETED', 4), entry('e2', 'DECK_WATCH', 4, 'COMPLETED', 8)];

/** The day's signing state: the watches, those named signed by the officer. */
function signing(signed: string[], as: { canApprove: boolean; canSign: boolean }): DaySigning {
  const entries: EntrySigning[] = watches.map((w) => ({
    entryId: w.id, entryDescriptor: w.entryDescriptor, version: w.version, status: 'COMPLETED', start: w.heading.start, end: w.heading.end, author: officer,
    signedBy: 'AUTHOR', signature: signed.includes(w.id) ? { ...officer, signatureTs: '2026-11-22T05:00:00.000Z' } : null, changedAfterSigning: false,
    canSign: as.canSign && !signed.includes(w.id),
  }));
  return { required: ['FIRST', 'MAIN'], entries, approval: null, approvers: [{ code: 'MASTER', name: 'Master' }], canApprove: as.canApprove };
}

function renderDay(shown: ElogDay, state: DaySigning, user: typeof officer, language: 'en' | 'ru' = 'en') {
  const server = fakeServer(
    on('GET', '/elog-permission/elog/DECK', { body: { permissions: ['VIEW', 'APPROVAL'], firstSign: state.entries.some((e) => e.canSign), main: state.canApprove } }),
    on('GET', '/elog-aggregation/DECK/signing', { body: state }),
    on('GET', '/user/getUserSignature', { body: { ...user, hasSignaturePassword: true, blocked: false } }),
    on('POST', '/elog-aggregation/sign', { body: { ...shown, aggregation: { ...shown.aggregation!, signatureStatus: 'MAIN' } } }),
    on('GET', '/elog-entry-descriptor/all/DECK', { body: definitions }),
    on('GET', '/user/me', { body: { units: [{ id: unitId, code: 'NORDIC_ORE', name: 'Nordic Ore' }], unitGroups: [] } }),
    on('GET', '/elog-aggregation/current', { body: shown }),
    on('GET', '/elog-entry/DECK/load', { body: shown }),
    on('GET', '/elog-entry/DECK/descriptor-details', { body: { entryDescriptor: definitions.entryDescriptors[0], form: watchForm } }),
  );
  renderWithShell(<MemoryRouter initialEntries={['/elb/DECK']}><ElogDayScreen elog="DECK" client={server.client} /></MemoryRouter>, language);
  return server;
}

describe('the sign dialog names the signature given and who the day still awaits', () => {
  it('tells the master his approval waits for the officer\'s signature of a watch', async () => {
    renderDay(day({ status: 'COMPLETED' }, watches), signing(['e1'], { canApprove: true, canSign: false }), captain);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve the day' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: `Approve the day ${shipDay}` });
    expect(await within(dialog).findByText('You give the day\'s main signature as Master; the day then becomes read-only.')).toBeTruthy();
    expect(within(dialog).getByText('The day can be approved once every entry carries its officer\'s signature.')).toBeTruthy();
    const awaited = within(dialog).getByRole('list', { name: 'Still awaited' });
    expect(within(awaited).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Watch 04:00–08:00 — signature of Ivan Petrov, Deck officer']);
    expect(within(dialog).queryByLabelText(/Signature password/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Approve the day/ })).toBeNull();
  });

  it('lets the master approve the day once every watch is signed, in Russian, naming his rank in Russian', async () => {
    const { calls } = renderDay(day({ status: 'COMPLETED' }, watches), signing(['e1', 'e2'], { canApprove: true, canSign: false }), captain, 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Утвердить сутки' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: `Утвердить сутки ${shipDay}` });
    expect(await within(dialog).findByText('Подписывает: Erik Larsen, Капитан.')).toBeTruthy();
    expect(within(dialog).getByText('Вы ставите основную подпись за сутки в должности «Капитан»; после неё сутки доступны только для чтения.')).toBeTruthy();
    expect(within(dialog).getByText('Все записи подписаны: ваше утверждение закрывает сутки.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Пароль подписи/), { target: { value: 'Sign#Master1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Утвердить сутки (Капитан)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.path === '/elog-aggregation/sign')!.body as { requestValue: Record<string, unknown> };
    expect(sent.requestValue).toEqual({ elogAggregationId: dayId, version: 3, operationType: 'APPROVAL', signaturePassword: 'Sign#Master1', operationNote: null });
  });

  it('tells the officer, in Russian, which of his watches he signs and that the master\'s approval follows', async () => {
    renderDay(day({}, watches), signing(['e1'], { canApprove: false, canSign: true }), officer, 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Подписать мои записи (1)' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: `Подписать ваши записи за ${shipDay}` });
    expect(await within(dialog).findByText('Подписывает: Ivan Petrov, Помощник капитана.')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Вахта 04:00–08:00' })).toBeTruthy();
    const awaited = within(dialog).getByRole('list', { name: 'Ещё ожидаются' });
    expect(within(awaited).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Утверждение суток — Капитан']);
    expect(within(dialog).getByRole('button', { name: 'Подписать: Вахта 04:00–08:00' })).toBeTruthy();
  });
});
