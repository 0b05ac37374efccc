// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogbookVerification } from '../../../descriptors/lib/elog/logbook-verification.js';
import { VerifyDialog } from '../../../runtime/renderers/elog/VerifyDialog.js';
import type { ElogApi } from '../../../runtime/renderers/elog/elog-api.js';
import { renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const intact: LogbookVerification = { ok: true, rows: 12, lastHash: 'f'.repeat(64), alteredRows: [], seals: { checked: 3, legacyUpTo: null, brokenAt: null } };

function renderVerification(result: LogbookVerification, language: 'en' | 'ru' = 'en') {
  const api = { verify: () => Promise.resolve(result) } as unknown as ElogApi;
  renderWithShell(<VerifyDialog api={api} unitId="u1" shipName="Nordic Ore" onClose={() => {}} />, language);
}

describe('the logbook integrity dialog', () => {
  it('says how many seals were checked when the logbook is intact, and which rows predate seals', async () => {
    renderVerification({ ...intact, seals: { checked: 3, legacyUpTo: 7, brokenAt: null } });
    expect(await screen.findByText('Seals signed with the installation\'s audit key checked: 3, all valid.')).toBeTruthy();
    expect(screen.getByText(/Rows 1 to 7 were written before logbook seals were introduced/)).toBeTruthy();
  });

  it('names the row whose seal no longer matches a rewritten audit trail', async () => {
    renderVerification({ ...intact, ok: false, seals: { checked: 3, legacyUpTo: null, brokenAt: { seq: 9, problem: 'hash', keyId: 'abc' } } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Row 9 of the audit trail fails its seal check: the audit trail was rewritten after this row was sealed.');
  });

  it('tells in Russian that a seal was signed with an unknown key', async () => {
    renderVerification({ ...intact, ok: false, seals: { checked: 3, legacyUpTo: null, brokenAt: { seq: 4, problem: 'unknownKey', keyId: '9ccb1189' } } }, 'ru');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Строка 4 журнала аудита не прошла проверку печати: печать подписана ключом, неизвестным этой установке (9ccb1189).');
  });
});
