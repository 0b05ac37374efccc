/** The typing bench's Keel page: RecordForm with the 150-field descriptor inside the providers the app uses. */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RecordForm, type RecordData } from '../../../runtime/renderers/crud/RecordForm.js';
import { createI18n } from '../../../runtime/shell/i18n.js';
import { keelTheme } from '../../../runtime/shell/keel-theme.js';
import { benchDefinition, benchInitialValue, typedField, type BenchValue } from './form-descriptor.js';
import { installTypingProbe } from './typing-probe.js';

const probe = installTypingProbe();
const i18n = createI18n('en');

/** The form's owner, as the eLog entry editor holds an entry's content: one state, replaced on every change. */
function Entry() {
  const [value, setValue] = useState<RecordData>(benchInitialValue);
  const change = (next: RecordData) => {
    probe.typedValue = (next as BenchValue)[typedField.section]?.[typedField.field];
    setValue(next);
  };
  return <RecordForm definition={benchDefinition} value={value} onChange={change} language="en" />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={keelTheme} defaultColorScheme="light">
        <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}><Entry /></main>
      </MantineProvider>
    </I18nextProvider>
  </StrictMode>,
);
