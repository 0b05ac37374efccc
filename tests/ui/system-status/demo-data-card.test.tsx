// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoDataStatus } from '../../../descriptors/lib/system/demo-data-status.js';
import { DemoDataCard } from '../../../runtime/renderers/system-status/DemoDataCard.js';
import { renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const generating: DemoDataStatus = {
  state: 'GENERATING', step: 'HISTORY', percent: 42, storedTo: '2026-10-14T00:00:00.000Z', startedAt: '2026-11-28T10:00:00.000Z', finishedAt: null,
};

describe('the demo data card of the system status', () => {
  it('shows how much of the ship history is stored, with a bar, while the demo data are generated', () => {
    renderWithShell(<DemoDataCard demoData={generating} />);
    expect(screen.getByText('Demo data')).toBeTruthy();
    expect(screen.getByText('42 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Demo data' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText(/^Generating the ship history, up to .*2026/)).toBeTruthy();
  });

  it('names the later steps, and says ready (no bar) or failed in Russian too', () => {
    const { unmount } = renderWithShell(<DemoDataCard demoData={{ ...generating, step: 'MODELS', percent: 100 }} />);
    expect(screen.getByText("Training the ships' reference models")).toBeTruthy();
    unmount();
    const ready = renderWithShell(<DemoDataCard demoData={{ ...generating, state: 'READY', step: null, percent: 100, finishedAt: '2026-11-28T10:05:00.000Z' }} />);
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    ready.unmount();
    renderWithShell(<DemoDataCard demoData={{ ...generating, state: 'FAILED' }} />, 'ru');
    expect(screen.getByText('Демонстрационные данные')).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
    expect(screen.getByText('Остановлено из-за ошибки: см. журнал сервера')).toBeTruthy();
  });
});
