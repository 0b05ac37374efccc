/**
 * Giving a signature on a logbook day with the signature password, which is not the sign-in password: the officer in
 * charge signs the entries he recorded, the master or chief engineer approves the completed day (the main signature),
 * or removes that approval with a required reason. The dialog names the signature being given, in which rank, and who
 * the day still awaits. A user without a signature password (or with a blocked one) sets it here first.
 */
import { Alert, Button, Checkbox, Group, Loader, Modal, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalBlock, type DaySigning, type EntrySigning } from '../../../descriptors/lib/elog/day-signing.js';
import { ApiError } from '../../api/api-error.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { toSaveProblem } from '../crud/save-problem.js';
import { AwaitedSignatures, entryLabel } from './AwaitedSignatures.js';
import type { ElogAggregation, ElogApi, ElogDay } from './elog-api.js';
import { problemAt } from './entry-problems.js';
import { ProblemAlert, type ShownProblem } from './ProblemAlert.js';
import { SignaturePasswordForm } from './SignaturePasswordForm.js';

/** The signature given: the user's own entries (those offered), the day's approval, or the removal of that approval. */
export type SignIntent = { kind: 'ENTRIES'; entries: EntrySigning[] } | { kind: 'APPROVAL' } | { kind: 'REMOVAL' };

interface SignDialogProps {
  api: ElogApi;
  day: ElogAggregation;
  intent: SignIntent;
  signing?: DaySigning;
  nameOf: (code: string) => string;
  rankOf: (rank: string | null | undefined, rankCode?: string | null) => string | undefined;
  onClose: () => void;
  onDone: (day: ElogDay) => void;
}

export function SignDialog({ api, day, intent, signing, nameOf, rankOf, onClose, onDone }: SignDialogProps) {
  const { t } = useTranslation();
  const signer = useLoadingStatus(() => api.userSignature());
  const [isSettingPassword, setSettingPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const offered = intent.kind === 'ENTRIES' ? intent.entries : [];
  const [chosen, setChosen] = useState<string[]>(offered.map((e) => e.entryId));
  const [errors, setErrors] = useState<{ password?: string; note?: string; entries?: string }>({});
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const [isBusy, setBusy] = useState(false);
  const isRemoval = intent.kind === 'REMOVAL';
  const user = signer.value;
  const needsPassword = user && (!user.hasSignaturePassword || user.blocked);
  const rank = user ? rankOf(user.rank, user.rankCode) : undefined;
  const blocked = intent.kind === 'APPROVAL' && signing ? approvalBlock(signing, day.status) : undefined;
  const picked = offered.filter((e) => chosen.includes(e.entryId));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      password: password ? undefined : t('elogDay.sign.passwordRequired'),
      note: isRemoval && !note.trim() ? t('elog.day.reasonRequired') : undefined,
      entries: intent.kind === 'ENTRIES' && !picked.length ? t('elogDay.sign.pickEntries') : undefined,
    };
    setErrors(missing);
    if (missing.password || missing.note || missing.entries) return;
    setBusy(true);
    setProblem(null);
    try {
      onDone(intent.kind === 'ENTRIES'
        ? await api.signEntries(day, picked.map((e) => ({ id: e.entryId, version: e.version })), password)
        : await api.sign(day, isRemoval ? 'REMOVE_APPROVAL' : 'APPROVAL', password, note.trim() || null));
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

  const title = {
    ENTRIES: t('elogDay.sign.entriesTitle', { day: day.day }),
    APPROVAL: t('elogDay.sign.approvalTitle', { day: day.day }),
    REMOVAL: t('elogDay.sign.removeTitle', { day: day.day }),
  }[intent.kind];
  const submitLabel = {
    ENTRIES: picked.length === 1 ? t('elogDay.sign.signEntry', { entry: entryLabel(picked[0], nameOf) }) : t('elogDay.sign.signEntries', { count: picked.length }),
    APPROVAL: rank ? t('elogDay.sign.approveAs', { rank }) : t('elogDay.sign.approve'),
    REMOVAL: t('elogDay.sign.remove'),
  }[intent.kind];
  const entryText = (e: EntrySigning) => [entryLabel(e, nameOf), e.status === 'NA' ? t('elogDay.sign.notApplicable') : ''].filter(Boolean).join(' — ');
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
            <Text size="sm">{t('elogDay.sign.signingAs', { name: [user.name, user.surname].filter(Boolean).join(' ') || user.userName, rank: rank ?? '—' })}</Text>
            {intent.kind === 'ENTRIES' && (
              <Checkbox.Group label={t('elogDay.sign.entriesGiving')} value={chosen} onChange={setChosen} error={errors.entries}>
                <Stack gap={4} mt={4}>
                  {offered.map((e) => <Checkbox key={e.entryId} value={e.entryId} label={entryText(e)} />)}
                </Stack>
              </Checkbox.Group>
            )}
            {intent.kind === 'APPROVAL' && (
              <Text size="sm" fw={500}>{rank ? t('elogDay.sign.approvalGiving', { rank }) : t('elogDay.sign.approvalGivingNoRank')}</Text>
            )}
            {blocked && (
              <Alert color="yellow" variant="light" icon={<Icon name="alert" />}>
                {t({ ENTRIES_UNSIGNED: 'elogDay.sign.approvalWaits', NOT_COMPLETED: 'elog.day.notCompleted', APPROVED: 'elog.day.alreadySigned' }[blocked], { day: day.day })}
              </Alert>
            )}
            {signing && !isRemoval && (
              <AwaitedSignatures
                signing={signing} nameOf={nameOf} rankOf={rankOf} exceptEntries={chosen} exceptApproval={intent.kind === 'APPROVAL'}
                whenNone={t(intent.kind === 'APPROVAL' ? 'elogDay.awaited.approvalCloses' : 'elogDay.awaited.nothingElse')}
              />
            )}
            {!blocked && <Text size="sm" c="dimmed">{t({ ENTRIES: 'elogDay.sign.entriesHint', APPROVAL: 'elogDay.sign.approvalHint', REMOVAL: 'elogDay.sign.removeHint' }[intent.kind])}</Text>}
            {problem && <ProblemAlert problem={problem} onClose={() => setProblem(null)} />}
            {isRemoval && (
              <Textarea
                label={t('elogDay.reason')} required rows={3} resize="vertical" maxLength={2000} value={note} error={errors.note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
            )}
            {!blocked && (
              <PasswordInput
                label={t('elogDay.sign.password')} required autoComplete="off" data-autofocus value={password} error={errors.password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            )}
            <Group justify="space-between" gap="xs">
              <Button variant="subtle" size="compact-sm" onClick={() => setSettingPassword(true)}>{t('elogDay.sign.changePassword')}</Button>
              <Group gap="xs" ml="auto">
                <Button variant="default" onClick={onClose}>{t(blocked ? 'common.close' : 'common.cancel')}</Button>
                {!blocked && <Button type="submit" color={isRemoval ? 'red' : undefined} loading={isBusy}>{submitLabel}</Button>}
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
