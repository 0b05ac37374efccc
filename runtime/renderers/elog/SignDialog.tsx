/**
 * Signing a completed day (APPROVAL) or removing its approval (REMOVE_APPROVAL, with a required reason) with the
 * signature password, which is not the sign-in password. A user without one (or with a blocked one) sets it here
 * first with the sign-in password; a wrong password is shown at its field.
 */
import { Alert, Button, Group, Loader, Modal, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { toSaveProblem } from '../crud/save-problem.js';
import type { ElogAggregation, ElogApi, ElogDay, SignOperation } from './elog-api.js';
import { problemAt } from './entry-problems.js';
import { ProblemAlert, type ShownProblem } from './ProblemAlert.js';
import { SignaturePasswordForm } from './SignaturePasswordForm.js';

interface SignDialogProps {
  api: ElogApi;
  day: ElogAggregation;
  operation: SignOperation;
  rankOf: (rank: string | null | undefined) => string | undefined;
  onClose: () => void;
  onDone: (day: ElogDay) => void;
}

export function SignDialog({ api, day, operation, rankOf, onClose, onDone }: SignDialogProps) {
  const { t } = useTranslation();
  const signer = useLoadingStatus(() => api.userSignature());
  const [isSettingPassword, setSettingPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ password?: string; note?: string }>({});
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const [isBusy, setBusy] = useState(false);
  const isRemoval = operation === 'REMOVE_APPROVAL';
  const user = signer.value;
  const needsPassword = user && (!user.hasSignaturePassword || user.blocked);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { password: password ? undefined : t('elogDay.sign.passwordRequired'), note: isRemoval && !note.trim() ? t('elog.day.reasonRequired') : undefined };
    setErrors(missing);
    if (missing.password || missing.note) return;
    setBusy(true);
    setProblem(null);
    try {
      onDone(await api.sign(day, operation, password, note.trim() || null));
    } catch (error) {
      const placed = { password: problemAt(error, 'signaturePassword'), note: problemAt(error, 'operationNote') };
      setErrors(placed);
      if (placed.password) setPassword('');
      if (!placed.password && !placed.note) setProblem(toSaveProblem(error));
      if (error instanceof ApiError && error.status === 400 && placed.password) void signer.reload();
    } finally {
      setBusy(false);
    }
  };

  const title = t(isRemoval ? 'elogDay.sign.removeTitle' : 'elogDay.sign.title', { day: day.day });
  return (
    <Modal opened onClose={onClose} title={title} centered zIndex={1100}>
      {!user && signer.status !== 'Error' && <Group justify="center" py="md"><Loader size="sm" aria-label={t('shell.loading')} /></Group>}
      {signer.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />}>{signer.error?.message}</Alert>}
      {user && (needsPassword || isSettingPassword) && (
        <SignaturePasswordForm
          api={api} user={user} onCancel={needsPassword ? onClose : () => setSettingPassword(false)}
          onSaved={() => { setSettingPassword(false); void signer.reload(); }}
        />
      )}
      {user && !needsPassword && !isSettingPassword && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('elogDay.sign.signingAs', { name: [user.name, user.surname].filter(Boolean).join(' ') || user.userName, rank: rankOf(user.rank) ?? '—' })}</Text>
            <Text size="sm" c="dimmed">{t(isRemoval ? 'elogDay.sign.removeHint' : 'elogDay.sign.hint')}</Text>
            {problem && <ProblemAlert problem={problem} onClose={() => setProblem(null)} />}
            {isRemoval && (
              <Textarea
                label={t('elogDay.reason')} required rows={3} resize="vertical" maxLength={2000} value={note} error={errors.note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
            )}
            <PasswordInput
              label={t('elogDay.sign.password')} required autoComplete="off" data-autofocus value={password} error={errors.password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Group justify="space-between" gap="xs">
              <Button variant="subtle" size="compact-sm" onClick={() => setSettingPassword(true)}>{t('elogDay.sign.changePassword')}</Button>
              <Group gap="xs">
                <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
                <Button type="submit" color={isRemoval ? 'red' : undefined} loading={isBusy}>
                  {t(isRemoval ? 'elogDay.sign.remove' : 'elogDay.sign.sign')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
