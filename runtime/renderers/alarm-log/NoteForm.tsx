/**
 * The note a user adds to the follow-up log: about one alarm (the episode is given; its ship with it) or about a
 * ship's alarm system (the ship is chosen). Comment required and bounded, problem cause optional from its list. The
 * server's field messages are shown at their fields.
 */
import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteCommentMaxLength } from '../../../descriptors/lib/alarms/alarm-log.js';
import { ApiError } from '../../api/api-error.js';
import type { AlarmLogApi, FollowUpEntry, Option } from './alarm-log-api.js';

export interface NoteFormProps {
  calls: AlarmLogApi;
  causes: Option[];
  /** the ships to choose from, for a note on a ship's alarm system */
  ships?: Option[];
  /** the alarm the note is about: its ship is the episode's */
  episode?: { id: string; unitId: string };
  onSaved: (entry: FollowUpEntry) => void;
  onCancel: () => void;
}

export function NoteForm({ calls, causes, ships, episode, onSaved, onCancel }: NoteFormProps) {
  const { t } = useTranslation();
  const [unitId, setUnitId] = useState<string | null>(episode?.unitId ?? (ships?.length === 1 ? ships[0].value : null));
  const [comment, setComment] = useState('');
  const [cause, setCause] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A user with one ship has nothing to choose, also when the list arrives after the form opened.
  const onlyShip = ships?.length === 1 ? ships[0].value : undefined;
  useEffect(() => { if (onlyShip) setUnitId((current) => current ?? onlyShip); }, [onlyShip]);

  const save = async () => {
    const own: Record<string, string> = {};
    if (!unitId) own.unitId = t('alarmLog.shipRequired');
    if (!comment.trim()) own.comment = t('alarmLog.commentRequired');
    setErrors(own);
    setProblem(null);
    if (Object.keys(own).length) return;
    setSaving(true);
    try {
      onSaved(await calls.addNote({ unitId: unitId!, episodeId: episode?.id, comment: comment.trim(), problemCause: cause ?? undefined }));
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : [];
      setErrors(Object.fromEntries(fields.map((f) => [f.path.replace('/requestValue/', ''), f.message])));
      if (!fields.length) setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      {!episode && (
        <Select label={t('alarmLog.ship')} data={ships ?? []} value={unitId} onChange={setUnitId} required searchable error={errors.unitId}
          comboboxProps={{ zIndex: 1200 }} />
      )}
      {episode && errors.episodeId && <Alert color="red" variant="light">{errors.episodeId}</Alert>}
      {episode && errors.unitId && <Alert color="red" variant="light">{errors.unitId}</Alert>}
      <Textarea label={t('alarmLog.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} required rows={4}
        maxLength={noteCommentMaxLength} description={t('alarmLog.commentHelp', { max: noteCommentMaxLength })} error={errors.comment} data-autofocus />
      <Select label={t('alarmLog.cause')} placeholder={t('alarmLog.noCause')} data={causes} value={cause} onChange={setCause} clearable
        error={errors.problemCause} comboboxProps={{ zIndex: 1200 }} />
      {problem && <Alert color="red" variant="light">{problem}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>{t('common.cancel')}</Button>
        <Button onClick={() => void save()} loading={saving}>{t('alarmLog.save')}</Button>
      </Group>
    </Stack>
  );
}
