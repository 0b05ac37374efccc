/** A trained model's row menu: download for everyone; set as current and copy to another ship for ALGORITHMS managers. */
import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import type { ArtifactContainerAnswer } from './artifact-containers-api.js';

export const modelActionIds = ['setCurrent', 'download', 'copy'] as const;
export type ModelActionId = (typeof modelActionIds)[number];

const icons: Record<ModelActionId, string> = { setCurrent: 'check', download: 'download', copy: 'copy' };

/** The actions a user may take on a model: managers everything, others only the download. */
export function modelActionsOf(model: ArtifactContainerAnswer, canManage: boolean): ModelActionId[] {
  const allowed: Record<ModelActionId, boolean> = { setCurrent: canManage && !model.currentModel, download: true, copy: canManage };
  return modelActionIds.filter((id) => allowed[id]);
}

interface ModelActionsMenuProps {
  model: ArtifactContainerAnswer;
  actions: readonly ModelActionId[];
  onAction(action: ModelActionId, model: ArtifactContainerAnswer): void;
}

export function ModelActionsMenu({ model, actions, onAction }: ModelActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('trainedModels.actions.menu', { ship: model.unit.name, artifact: model.artifactDescriptor })}
          onClick={(e) => e.stopPropagation()}>
          <Icon name="dots" size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((id) => (
          <Menu.Item key={id} leftSection={<Icon name={icons[id]} size={16} />} onClick={() => onAction(id, model)}>
            {t(`trainedModels.actions.${id}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
