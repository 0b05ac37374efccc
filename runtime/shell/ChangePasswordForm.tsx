/** New password (and the current one when asked), repeated, checked live against the server's criteria. */
import { Alert, Button, Group, Loader, PasswordInput, Stack } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unmetPasswordCriteria, type PasswordCriteria } from '../../descriptors/lib/password-criteria.js';
import type { AuthResult } from '../api/auth-api.js';
import { Icon } from './Icon.js';
import { PasswordCriteriaList } from './PasswordCriteriaList.js';
import { auth } from './services.js';

export interface ChangePasswordFormProps {
  isOldPasswordAsked: boolean;
  onSubmit: (request: { password: string; passwordOld?: string }) => Promise<AuthResult>;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Full-width buttons one above the other (narrow cards), instead of a right-aligned row. */
  isStacked?: boolean;
}

export function ChangePasswordForm({ isOldPasswordAsked, onSubmit, onCancel, cancelLabel, isStacked = false }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [criteria, setCriteria] = useState<PasswordCriteria | undefined>();
  const [criteriaError, setCriteriaError] = useState<string | undefined>();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    auth.criteria().then((c) => { if (live) setCriteria(c); }, (e: Error) => { if (live) setCriteriaError(e.message); });
    return () => { live = false; };
  }, []);

  const unmet = useMemo(() => (criteria ? unmetPasswordCriteria(password, criteria) : []), [password, criteria]);
  const isMismatch = repeat.length > 0 && repeat !== password;
  const canSubmit = Boolean(criteria) && password.length > 0 && unmet.length === 0 && repeat === password
    && (!isOldPasswordAsked || old.length > 0) && !isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setPending(true);
    setMessage(undefined);
    try {
      const result = await onSubmit({ password, ...(isOldPasswordAsked ? { passwordOld: old } : {}) });
      if (result.status !== 'OK') setMessage(result.statusMessage);
    } catch (failure) {
      setMessage((failure as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {(message || criteriaError) && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert">{message ?? criteriaError}</Alert>
        )}
        {isOldPasswordAsked && (
          <PasswordInput
            label={t('shell.password.old')} autoComplete="current-password" required data-autofocus
            value={old} onChange={(e) => setOld(e.currentTarget.value)}
          />
        )}
        <PasswordInput
          label={t('shell.password.new')} autoComplete="new-password" required data-autofocus={!isOldPasswordAsked || undefined}
          value={password} onChange={(e) => setPassword(e.currentTarget.value)}
          aria-describedby="password-criteria-title"
        />
        <PasswordInput
          label={t('shell.password.repeat')} autoComplete="new-password" required
          value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)}
          error={isMismatch ? t('shell.password.mismatch') : undefined}
        />
        {criteria ? <PasswordCriteriaList criteria={criteria} unmet={unmet} /> : !criteriaError && <Loader size="sm" />}
        {isStacked ? (
          <Stack gap="xs">
            <Button type="submit" fullWidth loading={isPending} disabled={!canSubmit}>{t('shell.password.submit')}</Button>
            {onCancel && <Button variant="subtle" fullWidth onClick={onCancel} disabled={isPending}>{cancelLabel ?? t('common.cancel')}</Button>}
          </Stack>
        ) : (
          <Group justify="flex-end" gap="sm">
            {onCancel && <Button variant="default" onClick={onCancel} disabled={isPending}>{cancelLabel ?? t('common.cancel')}</Button>}
            <Button type="submit" loading={isPending} disabled={!canSubmit}>{t('shell.password.submit')}</Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
