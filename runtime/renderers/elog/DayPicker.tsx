/**
 * The logbook day shown: previous and next day buttons around a date input (keyboard: Tab, arrows, typing). A typed
 * date is taken after a short pause or on Enter, so typing a year does not load the years on the way (0002, 0020 …).
 */
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import { isDay, shiftDay } from './ship-clock.js';

const typingPauseMs = 600;

interface DayPickerProps {
  day: string;
  onChange: (day: string) => void;
}

export function DayPicker({ day, onChange }: DayPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(day);
  useEffect(() => setText(day), [day]);
  useEffect(() => {
    if (!isDay(text) || text === day) return undefined;
    const timer = setTimeout(() => onChange(text), typingPauseMs);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label={t('elogDay.previousDay')} onClick={() => onChange(shiftDay(day, -1))}>
        <Icon name="chevron" size={16} style={{ transform: 'rotate(180deg)' }} />
      </ActionIcon>
      <TextInput
        type="date" aria-label={t('elogDay.day.label')} value={text} w={160}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => { if (event.key === 'Enter' && isDay(text) && text !== day) onChange(text); }}
      />
      <ActionIcon variant="default" size="lg" aria-label={t('elogDay.nextDay')} onClick={() => onChange(shiftDay(day, 1))}>
        <Icon name="chevron" size={16} />
      </ActionIcon>
    </Group>
  );
}
