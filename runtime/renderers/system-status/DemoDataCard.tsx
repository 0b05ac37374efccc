/** The demo's background generation on the system status screen (issue 21): how far, which step, or done. */
import { useTranslation } from 'react-i18next';
import type { DemoDataStatus } from '../../../descriptors/lib/system/demo-data-status.js';
import { StatusCard } from './StatusCard.js';

export function DemoDataCard({ demoData }: { demoData: DemoDataStatus }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const detail = (() => {
    switch (demoData.state) {
      case 'READY': return t('systemStatus.demoData.ready', { time: time(demoData.finishedAt ?? demoData.startedAt) });
      case 'FAILED': return t('systemStatus.demoData.failed');
      case 'STOPPED': return t('systemStatus.demoData.stopped');
      default:
        if (demoData.step === 'HISTORY' || !demoData.step) {
          return demoData.storedTo ? t('systemStatus.demoData.step.HISTORY', { time: time(demoData.storedTo) }) : t('systemStatus.demoData.step.HISTORY_START');
        }
        return t(`systemStatus.demoData.step.${demoData.step}`);
    }
  })();
  return (
    <StatusCard
      icon="ship" label={t('systemStatus.demoData.label')}
      value={t(`systemStatus.demoData.state.${demoData.state}`, { percent: demoData.percent })}
      detail={detail} progress={demoData.state === 'GENERATING' ? demoData.percent : undefined}
    />
  );
}
