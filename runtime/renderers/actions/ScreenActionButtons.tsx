/**
 * The buttons of a screen's `config.toolbarActions`, each opening its registered component. Actions the user's
 * functions do not allow are hidden; an unknown component id shows a visible notice in its place.
 */
import { Badge, Button, Tooltip } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useUserAccess } from '../../shell/user-access.js';
import { screenActionRegistry, type ScreenActionProps } from './screen-action-registry.js';
import type { ToolbarAction } from './toolbar-actions.js';

interface ScreenActionButtonsProps {
  actions: readonly ToolbarAction[];
  client: ApiClient;
  onChanged(): void;
}

interface OpenAction {
  title: string;
  Component: ComponentType<ScreenActionProps>;
}

export function ScreenActionButtons({ actions, client, onChanged }: ScreenActionButtonsProps) {
  const { t, i18n } = useTranslation();
  const access = useUserAccess();
  const [open, setOpen] = useState<OpenAction>();
  const [loading, setLoading] = useState<string>();
  const labelOf = (action: ToolbarAction) => resolveText(action.label, i18n.resolvedLanguage ?? i18n.language, (key) => (i18n.exists(key) ? t(key) : key));
  // Outside the signed-in shell (tests, previews) nothing is known about the user: everything is shown.
  const isAllowed = (action: ToolbarAction) => !action.requiredFunctions || access.meets(action);

  const start = async (action: ToolbarAction) => {
    const entry = screenActionRegistry.find(action.component)!;
    setLoading(action.id);
    try {
      setOpen({ title: labelOf(action), Component: await entry.load() });
    } finally {
      setLoading(undefined);
    }
  };

  return (
    <>
      {actions.filter(isAllowed).map((action) => (screenActionRegistry.find(action.component) ? (
        <Button
          key={action.id} variant="default" loading={loading === action.id} onClick={() => void start(action)}
          leftSection={action.icon ? <Icon name={action.icon} size={16} /> : undefined}
        >
          {labelOf(action)}
        </Button>
      ) : (
        <Tooltip key={action.id} label={t('screenActions.unknownHint', { known: screenActionRegistry.ids().join(', ') })}>
          <Badge color="red" variant="light" size="lg" radius="sm">{t('screenActions.unknown', { id: action.component })}</Badge>
        </Tooltip>
      )))}
      {open && <open.Component client={client} title={open.title} onClose={() => setOpen(undefined)} onChanged={onChanged} />}
    </>
  );
}
