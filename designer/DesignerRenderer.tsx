/**
 * The "designer" renderer (DESIGN §7): where implementers edit descriptors with no release. It loads the
 * kinds with their meta-schemas and Monaco (its own chunk, from the npm copy), then shows the designer.
 */
import { Alert, Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RendererProps } from '../runtime/renderers/renderer-registry.js';
import { Icon } from '../runtime/shell/Icon.js';
import { api } from '../runtime/shell/services.js';
import { descriptorApi, type DescriptorKindInfo } from '../runtime/api/descriptor-api.js';
import { Designer } from './Designer.js';
import { loadMonaco } from './monaco/load-monaco.js';
import type { Monaco } from './monaco/monaco-setup.js';

const designer = descriptorApi(api);

export function DesignerRenderer(_props: RendererProps) {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState<{ monaco: Monaco; kinds: DescriptorKindInfo[] }>();
  const [error, setError] = useState<string>();
  // Monaco's own texts take the language it is first loaded in; a later switch does not reload it.
  const [firstLanguage] = useState(i18n.language);

  useEffect(() => {
    let isCurrent = true;
    Promise.all([designer.kinds(), loadMonaco(firstLanguage)])
      .then(([kinds, setup]) => {
        setup.configureDescriptorSchemas(kinds);
        if (isCurrent) setReady({ monaco: setup.monaco, kinds });
      })
      .catch((e: Error) => { if (isCurrent) setError(e.message); });
    return () => { isCurrent = false; };
  }, [firstLanguage]);

  if (error) {
    return <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('designer.loadFailed')} role="alert">{error}</Alert>;
  }
  if (!ready) return <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>;
  return <Designer api={designer} monaco={ready.monaco} kinds={ready.kinds} />;
}
