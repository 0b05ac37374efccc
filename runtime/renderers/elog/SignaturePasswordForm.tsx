/**
 * Sets the signature password: the first time and after a block with the sign-in password, later with the current
 * signature password (POST /user/changeSignaturePassword). The server's rules decide; its problems show at the fields.
 */
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toSaveProblem } from '../crud/save-problem.js';
import type { ElogApi, UserSignature } from './elog-api.js';
import { ProblemAlert, type ShownProblem } from './ProblemAlert.js';
import { problemAt } from './entry-problems.js';

interface SignaturePasswordFormProps {
  api: ElogApi;
  user: UserSignature;
  onSaved: () => void;
  onCancel: () => void;
}

export function SignaturePasswordForm({ api, user, onSaved, onCancel }: SignaturePasswordFormProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; repeat?: string }>({});
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const [isBusy, setBusy] = useState(false);
  const withSignInPassword = !user.hasSignaturePassword || user.blocked;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      current: current ? undefined : t('elogDay.sign.passwordRequired'),
      next: next ? undefined : t('elogDay.sign.passwordRequired'),
      repeat: repeat === next ? undefined : t('elogDay.sign.repeatDiffers'),
    };
    setErrors(missing);
    if (missing.current || missing.next || missing.repeat) return;
    setBusy(true);
    setProblem(null);
    try {
      await api.changeSignaturePassword(current, next);
      onSaved();
    } catch (error) {
      const placed = { current: problemAt(error, 'currentPassword'), next: problemAt(error, 'newPassword') };
      setErrors(placed);
      if (!placed.current && !placed.next) setProblem(toSaveProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const intro = user.blocked ? 'elogDay.sign.blockedIntro' : user.hasSignaturePassword ? 'elogDay.sign.changeIntro' : 'elogDay.sign.setIntro';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t(intro)}</Text>
        {problem && <ProblemAlert problem={problem} onClose={() => setProblem(null)} />}
        <PasswordInput
          label={t(withSignInPassword ? 'elogDay.sign.signInPassword' : 'elogDay.sign.currentPassword')} required autoComplete="current-password"
          data-autofocus value={current} error={errors.current} onChange={(event) => setCurrent(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('elogDay.sign.newPassword')} required autoComplete="new-password" value={next} error={errors.next}
          onChange={(event) => setNext(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('elogDay.sign.repeatPassword')} required autoComplete="new-password" value={repeat} error={errors.repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" loading={isBusy}>{t('elogDay.sign.savePassword')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
