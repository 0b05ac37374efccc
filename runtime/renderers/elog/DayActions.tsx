/**
 * What can be done with the whole day: complete it (SET_DAY_COMPLETE), sign it (APPROVAL), remove the approval
 * (CANCELED_APPROVAL, with a reason), print it (PRINT: opens the day's print view) and verify the logbook's integrity.
 * Buttons the user's eLog permissions or the day's state rule out are not shown; the server decides the rest and its
 * answer is shown above the entries.
 */
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import { toSaveProblem } from '../crud/save-problem.js';
import type { ElogAggregation, ElogApi, ElogDay, SignOperation } from './elog-api.js';
import type { ShownProblem } from './ProblemAlert.js';
import { SignDialog } from './SignDialog.js';
import { VerifyDialog } from './VerifyDialog.js';

interface DayActionsProps {
  api: ElogApi;
  day: ElogAggregation | null;
  permissions: ReadonlySet<string>;
  unitId: string;
  shipName: string;
  rankOf: (rank: string | null | undefined) => string | undefined;
  onChanged: (day: ElogDay) => void;
  onProblem: (problem: ShownProblem | null) => void;
  /** Opens the day's print view. */
  onPrint?: () => void;
}

export function DayActions({ api, day, permissions, unitId, shipName, rankOf, onChanged, onProblem, onPrint }: DayActionsProps) {
  const { t } = useTranslation();
  const [signing, setSigning] = useState<SignOperation>();
  const [isVerifying, setVerifying] = useState(false);
  const [isCompleting, setCompleting] = useState(false);

  const complete = async () => {
    if (!day) return;
    setCompleting(true);
    onProblem(null);
    try {
      onChanged(await api.completeDay(day));
    } catch (error) {
      onProblem(toSaveProblem(error));
    } finally {
      setCompleting(false);
    }
  };

  const isOpen = day?.status === 'IN_PROGRESS' && day.signatureStatus === 'NONE';
  const canComplete = Boolean(day) && isOpen && permissions.has('SET_DAY_COMPLETE');
  const canSign = day?.status === 'COMPLETED' && day.signatureStatus !== 'MAIN' && permissions.has('APPROVAL');
  const canRemove = Boolean(day) && day!.signatureStatus !== 'NONE' && permissions.has('CANCELED_APPROVAL');
  const canPrint = Boolean(day) && permissions.has('PRINT') && Boolean(onPrint);
  return (
    <Group gap="xs" wrap="wrap">
      {canComplete && (
        <Button variant="light" leftSection={<Icon name="check" size={16} />} loading={isCompleting} onClick={() => void complete()}>
          {t('elogDay.completeDay')}
        </Button>
      )}
      {canSign && (
        <Button variant="light" leftSection={<Icon name="key" size={16} />} onClick={() => { onProblem(null); setSigning('APPROVAL'); }}>
          {t('elogDay.signDay')}
        </Button>
      )}
      {canRemove && (
        <Button variant="light" color="red" leftSection={<Icon name="x" size={16} />} onClick={() => { onProblem(null); setSigning('REMOVE_APPROVAL'); }}>
          {t('elogDay.removeApproval')}
        </Button>
      )}
      {canPrint && (
        <Button variant="default" leftSection={<Icon name="printer" size={16} />} onClick={onPrint}>{t('elogPrint.print')}</Button>
      )}
      <Button variant="default" leftSection={<Icon name="shield" size={16} />} onClick={() => setVerifying(true)}>{t('elogDay.verifyIntegrity')}</Button>
      {signing && day && (
        <SignDialog
          api={api} day={day} operation={signing} rankOf={rankOf} onClose={() => setSigning(undefined)}
          onDone={(answer) => { setSigning(undefined); onChanged(answer); }}
        />
      )}
      {isVerifying && <VerifyDialog api={api} unitId={unitId} shipName={shipName} onClose={() => setVerifying(false)} />}
    </Group>
  );
}
