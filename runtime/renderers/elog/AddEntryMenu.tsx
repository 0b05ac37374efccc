/**
 * "Add entry": the logbook's entry types, asked of the server (nextAllowed) each time the menu opens, so what may
 * follow the day's last entry is enabled and everything else is disabled with its reason written under its name.
 */
import { Button, Loader, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import type { ElogApi, NextAllowedOption } from './elog-api.js';

interface AddEntryMenuProps {
  api: ElogApi;
  unitId: string;
  day: string;
  /** The time the new entry would start at (epoch ms). */
  at: () => number;
  nameOf: (code: string) => string;
  /** Entry type codes in the order the logbook lists them (by sequence). */
  order: readonly string[];
  onChoose: (code: string) => void;
  disabled?: boolean;
}

export function AddEntryMenu({ api, unitId, day, at, nameOf, order, onChoose, disabled = false }: AddEntryMenuProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<NextAllowedOption[]>();
  const [failure, setFailure] = useState<string>();

  const load = async () => {
    setOptions(undefined);
    setFailure(undefined);
    try {
      const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
      setOptions((await api.nextAllowed(unitId, day, at())).sort((a, b) => rank(a.code) - rank(b.code)));
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  return (
    // The focus goes to the new entry's editor, not back to this button (which would scroll the editor away on a phone).
    <Menu position="bottom-start" width={340} shadow="md" onOpen={() => void load()} disabled={disabled} withinPortal returnFocus={false}>
      <Menu.Target>
        <Button leftSection={<Icon name="book" size={16} />} disabled={disabled}>{t('elogDay.addEntry')}</Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('elogDay.entryTypes')}>
        {!options && !failure && <Menu.Label><Loader size="xs" aria-label={t('shell.loading')} /></Menu.Label>}
        {failure && <Menu.Label c="red" style={{ whiteSpace: 'normal' }}>{t('elogDay.nextAllowedFailed', { message: failure })}</Menu.Label>}
        {options?.map((option) => {
          // The server words the refusal in the user's language, entry types by their names.
          const reason = option.allowed ? undefined : option.reason;
          return (
            <Menu.Item key={option.code} disabled={!option.allowed} onClick={() => onChoose(option.code)}>
              <Text size="sm">{nameOf(option.code)}</Text>
              {reason && <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>{reason}</Text>}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
