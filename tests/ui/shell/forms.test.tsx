// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmetPasswordCriteria } from '../../../descriptors/lib/password-criteria.js';
import { ApiError } from '../../../runtime/api/api-error.js';
import { createI18n } from '../../../runtime/shell/i18n.js';
import { LoginForm } from '../../../runtime/shell/LoginForm.js';
import { PasswordCriteriaList } from '../../../runtime/shell/PasswordCriteriaList.js';

const i18n = createI18n('en');
const wrap = (node: ReactNode) => render(
  <I18nextProvider i18n={i18n}><MantineProvider>{node}</MantineProvider></I18nextProvider>,
);

afterEach(cleanup);

describe('login form', () => {
  it("shows the server's status message when sign-in is refused", async () => {
    const onSubmit = vi.fn(async () => ({ status: 'WRONG_CREDENTIALS' as const, statusMessage: 'Wrong username or password.' }));
    wrap(<LoginForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'captain' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Wrong username or password.');
    expect(onSubmit).toHaveBeenCalledWith('captain', 'nope');
  });

  it('shows the server\'s explanation when sign-in is throttled, not a network failure', async () => {
    const onSubmit = vi.fn(async () => { throw new ApiError(429, 'Too many sign-in attempts. Try again in 15 min.', 'TOO_MANY_REQUESTS'); });
    wrap(<LoginForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too many sign-in attempts. Try again in 15 min.');
  });

  it('cannot be sent empty', () => {
    wrap(<LoginForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
  });
});

describe('password criteria', () => {
  const criteria = { minLength: 8, lowerChars: 1, upperChars: 1, digits: 1, specialChars: 0 };

  it('ticks each criterion the typed password meets and hides criteria of zero', async () => {
    const { container, rerender } = wrap(<PasswordCriteriaList criteria={criteria} unmet={unmetPasswordCriteria('abc', criteria)} />);
    const state = () => Object.fromEntries([...container.querySelectorAll('[data-criterion]')].map((el) => [el.getAttribute('data-criterion'), el.getAttribute('data-met')]));
    expect(state()).toEqual({ minLength: 'false', lowerChars: 'true', upperChars: 'false', digits: 'false' });
    rerender(
      <I18nextProvider i18n={i18n}><MantineProvider>
        <PasswordCriteriaList criteria={criteria} unmet={unmetPasswordCriteria('Abcdefg1', criteria)} />
      </MantineProvider></I18nextProvider>,
    );
    await waitFor(() => expect(Object.values(state()).every((met) => met === 'true')).toBe(true));
    expect(screen.getByText('Length: at least 8 characters')).toBeTruthy();
  });
});
