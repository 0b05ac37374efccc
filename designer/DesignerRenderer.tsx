/**
 * The "designer" renderer (DESIGN §7): where implementers edit descriptors with no release. It loads the
 * kinds with their meta-schemas and shows the designer; Monaco (its own chunk, from the npm copy, about 1 MB gzip) is
 * loaded beside it; the JSON is shown read-only until it arrives (decision 76).
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
  const [kinds, setKinds] = useState<DescriptorKindInfo[]>();
  const [monaco, setMonaco] = useState<Monaco>();
  const [error, setError] = useState<string>();
  // Monaco's own texts take the language it is first loaded in; a later switch does not reload it.
  const [firstLanguage] = useState(i18n.language);

  useEffect(() => {
    let isCurrent = true;
    const fail = (e: Error) => { if (isCurrent) setError(e.message); };
    const loadingKinds = designer.kinds();
    loadingKinds.then((loaded) => { if (isCurrent) setKinds(loaded); }, fail);
    Promise.all([loadingKinds, loadMonaco(firstLanguage)])
      .then(([loaded, setup]) => {
        setup.configureDescriptorSchemas(loaded);
        if (isCurrent) setMonaco(setup.monaco);
      })
      .catch(fail);
    return () => { isCurrent = false; };
  }, [firstLanguage]);

  if (error) {
    return <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('designer.loadFailed')} role="alert">{error}</Alert>;
  }
  if (!kinds) return <Center py="xl"><Loader aria-label={t('shell.loading')} /></Center>;
  return <Designer api={designer} monaco={monaco} kinds={kinds} />;
}
