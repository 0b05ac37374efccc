// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.js';
import { createI18n } from '../../../runtime/shell/i18n.js';
import { LoadFailed } from '../../../runtime/shell/LoadFailed.js';

const show = (error: Error, language: 'en' | 'ru' = 'en', onRetry = () => {}) => render(
  <I18nextProvider i18n={createI18n(language)}><MantineProvider><LoadFailed error={error} title="Could not load the day" onRetry={onRetry} /></MantineProvider></I18nextProvider>,
);

describe('a screen whose data did not load', () => {
  afterEach(cleanup);

  it('says why a logbook refuses the user and offers no retry that could never help', () => {
    show(new ApiError(403, 'Oil Record Book Part I: your role may not open this logbook.', 'FORBIDDEN'));
    expect(screen.getByRole('alert').textContent).toContain('Not available to you');
    expect(screen.getByText('Oil Record Book Part I: your role may not open this logbook.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('titles the refusal in Russian too', () => {
    show(new ApiError(403, '«Журнал»: ваша роль не позволяет открывать этот журнал.', 'FORBIDDEN'), 'ru');
    expect(screen.getByRole('alert').textContent).toContain('Вам недоступно');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers to try again when the ship\'s link to shore dropped or the server failed', () => {
    const onRetry = vi.fn();
    show(new ApiError(0, 'Network error', 'NETWORK'), 'en', onRetry);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the day');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    show(new ApiError(503, 'Unavailable', 'INTERNAL'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers no retry for input the server found wrong', () => {
    show(new ApiError(400, 'The day is not a date.', 'INVALID_INPUT'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
