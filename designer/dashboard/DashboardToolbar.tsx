/**
 * Above the canvas: the descriptor list toggle, "Add panel" (the runtime's panel types), the problems the JSON
 * editor found, and the page's publication with publish, unpublish and duplicate; a published page opens in a new
 * tab, as its readers see it.
 */
import { ActionIcon, Badge, Button, Group, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { panelRegistry } from '../../runtime/renderers/analytics/panels/panel-registry.js';
import { currentBasePath } from '../../runtime/shell/app-path.js';
import { Icon } from '../../runtime/shell/Icon.js';
import { DesignerIcon } from '../DesignerIcon.js';
import { usePanelTypeName } from './use-panel-type-name.js';
import type { PageAction } from './use-page-actions.js';

export interface DashboardToolbarProps {
  onAdd(type: string): void;
  isPublished: boolean;
  /** The page's code, for "Open page". */
  code: string;
  /** Why the page cannot be saved before an action, if it cannot. */
  blockReason?: string;
  running?: PageAction;
  onAction(action: PageAction): void;
  errorCount: number;
  onShowJson(): void;
  isListShown: boolean;
  onToggleList(): void;
}

export function DashboardToolbar(props: DashboardToolbarProps) {
  const { t } = useTranslation();
  const typeName = usePanelTypeName();
  const { isPublished, blockReason, running } = props;
  const listLabel = props.isListShown ? t('designer.dashboard.toolbar.hideList') : t('designer.dashboard.toolbar.showList');
  const action = (name: PageAction, icon: string, label: string) => (
    <Tooltip label={blockReason ?? t(`designer.dashboard.actions.${name}Hint`)} withArrow multiline maw={280}>
      <span>
        <Button size="xs" variant="default" leftSection={<DesignerIcon name={icon} size={14} />} disabled={Boolean(blockReason) || (running !== undefined && running !== name)}
          loading={running === name} onClick={() => props.onAction(name)}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={listLabel} withArrow>
          <ActionIcon variant={props.isListShown ? 'light' : 'default'} size="lg" aria-label={listLabel} aria-pressed={props.isListShown} onClick={props.onToggleList}>
            <DesignerIcon name="sidebar" />
          </ActionIcon>
        </Tooltip>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="xs" leftSection={<DesignerIcon name="plus" size={14} />}>{t('designer.dashboard.toolbar.addPanel')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('designer.dashboard.toolbar.panelTypes')}</Menu.Label>
            {panelRegistry.ids().map((type) => <Menu.Item key={type} onClick={() => props.onAdd(type)}>{typeName(type)}</Menu.Item>)}
          </Menu.Dropdown>
        </Menu>
        {props.errorCount > 0 && (
          <Button size="xs" variant="light" color="red" leftSection={<Icon name="alert" size={14} />} onClick={props.onShowJson}>
            {t('designer.dashboard.toolbar.problems', { count: props.errorCount })}
          </Button>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color={isPublished ? 'teal' : 'gray'} tt="none">
          {isPublished ? t('designer.dashboard.actions.published') : t('designer.dashboard.actions.unpublished')}
        </Badge>
        {isPublished && (
          <Button size="xs" variant="light" component="a" href={`${currentBasePath()}custom-analytics/view/${encodeURIComponent(props.code)}`}
            target="_blank" rel="noopener" leftSection={<Icon name="dashboard" size={14} />}>
            {t('designer.dashboard.actions.open')}
          </Button>
        )}
        {isPublished
          ? action('unpublish', 'eye', t('designer.dashboard.actions.unpublish'))
          : action('publish', 'send', t('designer.dashboard.actions.publish'))}
        {action('duplicate', 'copy', t('designer.dashboard.actions.duplicate'))}
      </Group>
    </Group>
  );
}
