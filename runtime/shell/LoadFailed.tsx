/**
 * What a screen shows when its data did not load: the server's words, and "Try again" only when trying again can help.
 * A refusal (403) is no failure to retry: it says what the user's role may not do.
 */
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, isWorthRetrying } from '../api/api-error.js';
import { Icon } from './Icon.js';

export interface LoadFailedProps {
  error: Error;
  /** Title of a failure; a refusal has its own. */
  title?: string;
  onRetry: () => void;
}

export function LoadFailed({ error, title, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  const refused = error instanceof ApiError && error.status === 403;
  return (
    <Alert color={refused ? 'yellow' : 'red'} variant="light" icon={<Icon name={refused ? 'lock' : 'alert'} />}
      title={refused ? t('shell.loadFailed.refused') : title ?? t('shell.loadFailed.title')} role="alert">
      <Text size="sm">{error.message}</Text>
      {isWorthRetrying(error) && <Button size="xs" mt="sm" variant="default" onClick={onRetry}>{t('shell.loadFailed.retry')}</Button>}
    </Alert>
  );
}
