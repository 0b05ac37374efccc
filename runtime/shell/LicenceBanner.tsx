/** The missing-licence notice: set by any 451 answer, with the server's message. */
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.js';
import { sessionStore } from './services.js';
import { useSession } from './use-stores.js';

export function LicenceBanner() {
  const { t } = useTranslation();
  const { licenceMessage } = useSession();
  if (!licenceMessage) return null;
  return (
    <Alert
      color="orange" variant="light" mb="md" role="alert" icon={<Icon name="shield" />}
      title={t('shell.licence.title')} withCloseButton closeButtonLabel={t('common.close')}
      onClose={() => sessionStore.dismissLicence()}
    >
      {licenceMessage} {t('shell.licence.hint')}
    </Alert>
  );
}
