/**
 * What can be done with the whole day (completing it is DayCompletion's): sign one's own entries as officer in charge and
 * approve the day (APPROVAL, first and main signature, as the day's signing state offers them), remove the approval
 * (CANCELED_APPROVAL, with a reason), print it (PRINT: opens the day's print view) and verify the logbook's integrity;
 * and the signatures the day still awaits. Buttons the user's eLog permissions or the day's state rule out are not
 * shown; the server decides the rest and its answer is shown above the entries.
 */
import { Button, Group } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { AwaitedSignatures } from './AwaitedSignatures.js';
import type { ElogAggregation, ElogApi, ElogDay } from './elog-api.js';
import type { ShownProblem } from './ProblemAlert.js';
import { SignDialog, type SignIntent } from './SignDialog.js';
import { VerifyDialog } from './VerifyDialog.js';

interface DayActionsProps {
  api: ElogApi;
  day: ElogAggregation | null;
  permissions: ReadonlySet<string>;
  unitId: string;
  shipName: string;
  /** An entry type's name in the user's language. */
  nameOf: (code: string) => string;
  rankOf: (rank: string | null | undefined, rankCode?: string | null) => string | undefined;
  onChanged: (day: ElogDay) => void;
  onProblem: (problem: ShownProblem | null) => void;
  /** Opens the day's print view. */
  onPrint?: () => void;
}

export function DayActions({ api, day, permissions, unitId, shipName, nameOf, rankOf, onChanged, onProblem, onPrint }: DayActionsProps) {
  const { t } = useTranslation();
  const [intent, setIntent] = useState<SignIntent>();
  const signingState = useSigningState(api, unitId, day);
  const [isVerifying, setVerifying] = useState(false);

  const mine = signingState?.entries.filter((e) => e.canSign) ?? [];
  const canApprove = day?.status === 'COMPLETED' && day.signatureStatus !== 'MAIN' && signingState?.canApprove === true && !signingState.approval;
  const openSign = (next: SignIntent) => { onProblem(null); setIntent(next); };
  const canRemove = Boolean(day) && day!.signatureStatus !== 'NONE' && permissions.has('CANCELED_APPROVAL');
  const canPrint = Boolean(day) && permissions.has('PRINT') && Boolean(onPrint);
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {mine.length > 0 && (
          <Button variant="light" leftSection={<Icon name="key" size={16} />} onClick={() => openSign({ kind: 'ENTRIES', entries: mine })}>
            {t('elogDay.signEntries', { count: mine.length })}
          </Button>
        )}
        {canApprove && (
          <Button variant="light" leftSection={<Icon name="key" size={16} />} onClick={() => openSign({ kind: 'APPROVAL' })}>
            {t('elogDay.approveDay')}
          </Button>
        )}
        {canRemove && (
          <Button variant="light" color="red" leftSection={<Icon name="x" size={16} />} onClick={() => openSign({ kind: 'REMOVAL' })}>
            {t('elogDay.removeApproval')}
          </Button>
        )}
        {canPrint && (
          <Button variant="default" leftSection={<Icon name="printer" size={16} />} onClick={onPrint}>{t('elogPrint.print')}</Button>
        )}
        <Button variant="default" leftSection={<Icon name="shield" size={16} />} onClick={() => setVerifying(true)}>{t('elogDay.verifyIntegrity')}</Button>
        {intent && day && (
          <SignDialog
            api={api} day={day} intent={intent} signing={signingState} nameOf={nameOf} rankOf={rankOf} onClose={() => setIntent(undefined)}
            onDone={(answer) => { setIntent(undefined); onChanged(answer); }}
          />
        )}
        {isVerifying && <VerifyDialog api={api} unitId={unitId} shipName={shipName} onClose={() => setVerifying(false)} />}
      </Group>
      {signingState && <AwaitedSignatures signing={signingState} nameOf={nameOf} rankOf={rankOf} />}
    </>
  );
}

/** The day's signing state, asked again whenever the day is (after every save, completion or signature). */
function useSigningState(api: ElogApi, unitId: string, day: ElogAggregation | null) {
  const state = useLoadingStatus(() => api.signing(unitId, day!.day), { immediate: false });
  const shownId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!day) return;
    // Another day starts afresh; the same day keeps its state shown while it is asked again.
    void (shownId.current === day.id ? state.reload() : state.load());
    shownId.current = day.id;
  }, [day]); // eslint-disable-line react-hooks/exhaustive-deps
  return day && state.status !== 'Loading' ? state.value : undefined;
}
