/** Asks for the code of a new descriptor, checking it with the server as it is typed. */
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignerApi } from '../../runtime/api/descriptor-api.js';
import { Icon } from '../../runtime/shell/Icon.js';
import { useCodeCheck, type CodeCheck } from './use-code-check.js';

export interface NewDescriptorDialogProps {
  api: DesignerApi;
  opened: boolean;
  kind: string;
  kindLabel: string;
  onClose(): void;
  onCreate(code: string): void;
}

const checkColours: Record<CodeCheck, string> = {
  empty: 'dimmed', checking: 'dimmed', available: 'teal', taken: 'red', invalid: 'red', failed: 'orange',
};

export function NewDescriptorDialog({ api, opened, kind, kindLabel, onClose, onCreate }: NewDescriptorDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const check = useCodeCheck(useCallback((value, signal) => api.checkCode(kind, value, signal), [api, kind]), code);
  const canCreate = check === 'available';
  const close = () => { setCode(''); onClose(); };
  const submit = () => {
    if (!canCreate) return;
    onCreate(code.trim());
    setCode('');
  };
  const hint = check === 'empty' ? t('designer.new.codeHint') : t(`designer.new.check.${check}`, { code: code.trim() });

  return (
    <Modal opened={opened} onClose={close} title={t('designer.new.title', { kind: kindLabel })} size="md">
      <form onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <Stack gap="sm">
          <TextInput
            label={t('designer.new.code')} value={code} onChange={(event) => setCode(event.currentTarget.value)}
            data-autofocus autoComplete="off" spellCheck={false} maxLength={100}
            error={check === 'taken' || check === 'invalid' ? hint : undefined}
            rightSection={check === 'checking' ? <Loader size={14} aria-label={t('designer.new.checking')} />
              : check === 'available' ? <Text c="teal" component="span" display="flex"><Icon name="check" size={16} /></Text> : null}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          {check !== 'taken' && check !== 'invalid' && <Text size="xs" c={checkColours[check]} aria-live="polite">{hint}</Text>}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>{t('common.cancel')}</Button>
            <Button type="submit" disabled={!canCreate}>{t('designer.new.create')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
