/**
 * SPEC "timestamp with offset" input: the wall time on the ship's clock — a date input and a 24-hour time field
 * (typed as 0400, 4:00 or 04:00 whatever the browser's locale; ↑/↓ step by the logbook's minute resolution) — and the
 * clock's offset from the logbook's selectable offsets (none to pick when the settings say `useOffset: false`: the value
 * takes the default offset). The value is the instant plus the offset (fromLocalTime /
 * toLocalTime); what validateTimeWithOffset refuses is shown under the inputs. Changing the offset keeps the wall
 * time: "04:00 at +03:00" is what was typed.
 */
import { Group, Input, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fromLocalTime, offsetLabel, selectableOffsets, toLocalTime, validateTimeWithOffset,
  type DatePickerSettings, type TimestampWithOffset,
} from '../../descriptors/lib/elog/time-with-offset.js';
import classes from './widgets.module.css';

export interface TimeWithOffsetInputProps {
  label: string;
  value: TimestampWithOffset | null | undefined;
  onChange: (value: TimestampWithOffset | null) => void;
  settings: DatePickerSettings;
  /** The offset offered while there is no value yet. */
  defaultOffset: number;
  /** A problem the server reported for this time. */
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  /** Say "enter the time" for an empty input (after the user tried to save). */
  showMissing?: boolean;
}

interface WallText { date: string; time: string }

const minuteMs = 60_000;

const wallTextOf = (value: TimestampWithOffset | null | undefined): WallText => {
  const local = value ? toLocalTime(value) : undefined;
  return local ? { date: local.slice(0, 10), time: local.slice(11, 16) } : { date: '', time: '' };
};

/** "0400", "4:00", "04:00" → "04:00"; undefined when it is no time of day. */
function normalTime(text: string): string | undefined {
  const match = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : undefined;
}

/** The value the inputs show, undefined while they do not make one. */
function valueOf(wall: WallText, offset: number, useTime: boolean): TimestampWithOffset | undefined {
  const time = useTime ? normalTime(wall.time) : '00:00';
  return wall.date && time ? fromLocalTime(`${wall.date}T${time}`, offset) : undefined;
}

export function TimeWithOffsetInput({
  label, value, onChange, settings, defaultOffset, error, required = false, readOnly = false, showMissing = false,
}: TimeWithOffsetInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const { useTime } = settings;
  const [wall, setWall] = useState(() => wallTextOf(value));
  const [offset, setOffset] = useState(() => value?.offset ?? defaultOffset);
  const [isTouched, setTouched] = useState(false);

  // A value set from outside (another entry, a reload) replaces what is shown; our own changes come back equal.
  useEffect(() => {
    const shown = valueOf(wall, offset, useTime);
    if (value && (shown?.timestamp !== value.timestamp || shown.offset !== value.offset)) {
      setWall(wallTextOf(value));
      setOffset(value.offset);
    }
  }, [value?.timestamp, value?.offset]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (nextWall: WallText, nextOffset = offset) => {
    setWall(nextWall);
    setOffset(nextOffset);
    onChange(valueOf(nextWall, nextOffset, useTime) ?? null);
  };

  /** ↑ and ↓ in the time field move the time by the logbook's minute resolution (across midnight too). */
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    const current = valueOf(wall, offset, useTime);
    if (!direction || !current || readOnly) return;
    event.preventDefault();
    const next = { timestamp: current.timestamp + direction * settings.minuteResolution * minuteMs, offset };
    change(wallTextOf(next));
  };

  const offsets = settings.selectableOffsets ?? selectableOffsets();
  const isOffsetListed = offsets.includes(offset);
  const offsetOptions = [
    ...(isOffsetListed ? [] : [{ value: String(offset), label: t('elogDay.time.offsetNotListed', { offset: offsetLabel(offset) }), disabled: true }]),
    ...offsets.map((o) => ({ value: String(o), label: offsetLabel(o) })),
  ];

  const isEmpty = !wall.date && !wall.time;
  const problems = value
    ? validateTimeWithOffset(value, settings).map((p) => t(p.key, p.params))
    : isEmpty ? (required && (isTouched || showMissing) ? [t('elog.time.missing')] : []) : (isTouched || showMissing ? [t('elogDay.time.incomplete')] : []);
  const messages = [...problems, ...(error && !problems.includes(error) ? [error] : [])];
  const errorId = `${id}-error`;
  const described = { 'aria-invalid': messages.length > 0, 'aria-describedby': messages.length ? errorId : undefined, error: messages.length > 0 };

  return (
    <Input.Wrapper label={label} required={required} error={messages.length ? messages.join(' ') : undefined} errorProps={{ id: errorId }}>
      {/* Date and time stay on one row; the offset moves under them when a phone's screen is too narrow for all three. */}
      <Group gap="xs" wrap="wrap" align="flex-start" className={classes.timeRow}>
        <TextInput
          type="date" value={wall.date} readOnly={readOnly} aria-label={t('elogDay.time.date', { label })} className={classes.timeDate} {...described}
          onChange={(event) => change({ ...wall, date: event.currentTarget.value })} onBlur={() => setTouched(true)}
        />
        {useTime && (
          <TextInput
            value={wall.time} readOnly={readOnly} aria-label={t('elogDay.time.time', { label })} placeholder={t('elogDay.time.placeholder')}
            inputMode="numeric" maxLength={5} autoComplete="off" className={classes.timeClock} {...described}
            onChange={(event) => change({ ...wall, time: event.currentTarget.value })} onKeyDown={step}
            onBlur={() => {
              setTouched(true);
              const normal = normalTime(wall.time);
              if (normal && normal !== wall.time) setWall({ ...wall, time: normal });
            }}
          />
        )}
        {settings.useOffset && (<NativeSelect
          aria-label={t('elogDay.time.offsetOf', { label })} value={String(offset)} data={offsetOptions} disabled={readOnly}
          error={!isOffsetListed} className={classes.timeOffset} onChange={(event) => change(wall, Number(event.currentTarget.value))}
        />)}
      </Group>
    </Input.Wrapper>
  );
}
