/** The row menu of the page list: the actions `pageActionsOf` allows, links for open and designer, commands for the rest. */
import { ActionIcon, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../shell/Icon.js';
import { CrudIcon } from '../crud/crud-icons.js';
import type { PageSummary } from './analytics-admin-api.js';
import { designerPath, pageViewPath, type PageActionId } from './page-rights.js';

const icons: Record<PageActionId, ReactNode> = {
  open: <Icon name="eye" size={16} />,
  design: <CrudIcon name="pencil" />,
  publish: <Icon name="upload" size={16} />,
  unpublish: <Icon name="lock" size={16} />,
  duplicate: <Icon name="copy" size={16} />,
  link: <Icon name="link" size={16} />,
  delete: <CrudIcon name="trash" />,
};

export interface PageActionsMenuProps {
  page: PageSummary;
  title: string;
  actions: readonly PageActionId[];
  onAction(action: Exclude<PageActionId, 'open' | 'design'>, page: PageSummary): void;
}

export function PageActionsMenu({ page, title, actions, onAction }: PageActionsMenuProps) {
  const { t } = useTranslation();
  const label = (id: PageActionId) => t(`analyticsAdmin.actions.${id}`);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('analyticsAdmin.actions.menu', { title })}>
          <Icon name="dots" size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((id) => {
          if (id === 'open' || id === 'design') {
            return (
              <Menu.Item key={id} component={Link} to={id === 'open' ? pageViewPath(page.code) : designerPath(page.code)} leftSection={icons[id]}>
                {label(id)}
              </Menu.Item>
            );
          }
          return (
            <Menu.Item key={id} leftSection={icons[id]} color={id === 'delete' ? 'red' : undefined} onClick={() => onAction(id, page)}>
              {label(id)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
