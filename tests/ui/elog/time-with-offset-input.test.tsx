// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatePickerSettings, TimestampWithOffset } from '../../../descriptors/lib/elog/time-with-offset.js';
import { TimeWithOffsetInput } from '../../../runtime/widgets/TimeWithOffsetInput.js';
import { renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const settings: DatePickerSettings = { useTime: true, useOffset: true, useLocalOffsetInput: true, minuteResolution: 5, selectableOffsets: [0, 120, 180] };

function Harness({ initial, seen }: { initial?: TimestampWithOffset; seen: (TimestampWithOffset | null)[] }) {
  const [value, setValue] = useState<TimestampWithOffset | null>(initial ?? null);
  return (
    <TimeWithOffsetInput
      label="Start" value={value} settings={settings} defaultOffset={180}
      onChange={(next) => { seen.push(next); setValue(next); }}
    />
  );
}

const dateInput = () => screen.getByLabelText('Start: date') as HTMLInputElement;
const timeInput = () => screen.getByRole('textbox', { name: 'Start: time, 24-hour' }) as HTMLInputElement;

describe('the time with offset input', () => {
  it('reads 04:00 typed at +03:00 as 01:00 UTC, and keeps the wall time when the offset changes', () => {
    const seen: (TimestampWithOffset | null)[] = [];
    renderWithShell(<Harness seen={seen} />);
    fireEvent.change(dateInput(), { target: { value: '2026-11-22' } });
    fireEvent.change(timeInput(), { target: { value: '0400' } });
    expect(seen.at(-1)).toEqual({ timestamp: Date.UTC(2026, 10, 22, 1, 0), offset: 180 });

    fireEvent.change(screen.getByRole('combobox', { name: 'Start: UTC offset' }), { target: { value: '120' } });
    expect(seen.at(-1)).toEqual({ timestamp: Date.UTC(2026, 10, 22, 2, 0), offset: 120 });
    fireEvent.blur(timeInput());
    expect(timeInput().value).toBe('04:00');
  });

  it('steps the time by the minute resolution with the arrow keys, across midnight', () => {
    const seen: (TimestampWithOffset | null)[] = [];
    renderWithShell(<Harness seen={seen} initial={{ timestamp: Date.UTC(2026, 10, 22, 20, 55), offset: 180 }} />);
    fireEvent.keyDown(timeInput(), { key: 'ArrowUp' });
    expect(seen.at(-1)).toEqual({ timestamp: Date.UTC(2026, 10, 22, 21, 0), offset: 180 });
    expect([dateInput().value, timeInput().value]).toEqual(['2026-11-23', '00:00']);
  });

  it('shows a saved time on the clock at its own offset', () => {
    renderWithShell(<Harness seen={[]} initial={{ timestamp: Date.UTC(2026, 10, 22, 22, 30), offset: 120 }} />);
    expect([dateInput().value, timeInput().value]).toEqual(['2026-11-23', '00:30']);
    expect((screen.getByRole('combobox', { name: 'Start: UTC offset' }) as HTMLSelectElement).value).toBe('120');
  });

  it('refuses an offset the logbook does not offer, and a time off its minute steps', () => {
    renderWithShell(<Harness seen={[]} initial={{ timestamp: Date.UTC(2026, 10, 22, 1, 2), offset: 330 }} />);
    expect(screen.getByText(/The offset \+05:30 cannot be chosen in this logbook\./)).toBeTruthy();
    expect(screen.getByText(/The time must be on a 5-minute step\./)).toBeTruthy();
    const options = [...(screen.getByRole('combobox', { name: 'Start: UTC offset' }) as HTMLSelectElement).options];
    expect(options.filter((o) => !o.disabled).map((o) => o.value)).toEqual(['0', '120', '180']);
    expect(options.find((o) => o.value === '330')?.disabled).toBe(true);
  });
});
