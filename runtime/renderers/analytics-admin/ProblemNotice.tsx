/** A refused or failed action, shown above the list with the server's translated message until dismissed or replaced. */
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';

export interface Problem {
  title: string;
  message: string;
}

export function ProblemNotice({ problem, onClose }: { problem: Problem | undefined; onClose(): void }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" icon={<Icon name="alert" />} title={problem.title} role="alert" withCloseButton
      closeButtonLabel={t('common.close')} onClose={onClose}>
      <Text size="sm">{problem.message}</Text>
    </Alert>
  );
}

/** Runs an action; a failure becomes the problem to show (titled `title`), a success clears it. */
export async function runAction(action: () => Promise<unknown>, title: string, setProblem: (problem: Problem | undefined) => void): Promise<boolean> {
  setProblem(undefined);
  try {
    await action();
    return true;
  } catch (error) {
    setProblem({ title, message: (error as Error).message });
    return false;
  }
}
