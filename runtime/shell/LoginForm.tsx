/** Username and password, the server's status message when sign-in fails; used by the page and the popup. */
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.js';
import type { AuthResult } from '../api/auth-api.js';
import { Icon } from './Icon.js';

export interface LoginFormProps {
  onSubmit: (username: string, password: string) => Promise<AuthResult>;
  initialUsername?: string;
  isUsernameLocked?: boolean;
  submitLabel?: string;
  error?: string;
}

export function LoginForm({ onSubmit, initialUsername = '', isUsernameLocked = false, submitLabel, error }: LoginFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending || !username.trim() || !password) return;
    setPending(true);
    setMessage(undefined);
    try {
      const result = await onSubmit(username.trim(), password);
      if (result.status !== 'OK') setMessage(result.statusMessage || t('framework.message.auth-error'));
      if (result.status === 'WRONG_CREDENTIALS') setPassword('');
    } catch (failure) {
      // A refusal the server explained (429 after too many attempts) is shown as it is, not as a network failure.
      const isExplained = failure instanceof ApiError && failure.status > 0;
      setMessage(isExplained ? failure.message : t('shell.login.unreachable', { reason: (failure as Error).message }));
    } finally {
      setPending(false);
    }
  };

  const shown = message ?? error;
  const isPasswordFirst = isUsernameLocked || initialUsername !== '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {shown && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert">
            {shown}
          </Alert>
        )}
        <TextInput
          label={t('shell.login.username')} autoComplete="username" required data-autofocus={!isPasswordFirst || undefined}
          value={username} onChange={(e) => setUsername(e.currentTarget.value)} readOnly={isUsernameLocked}
          autoCapitalize="none" spellCheck={false}
        />
        <PasswordInput
          label={t('shell.login.password')} autoComplete="current-password" required data-autofocus={isPasswordFirst || undefined}
          value={password} onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={isPending} disabled={!username.trim() || !password}>
          {submitLabel ?? t('shell.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
