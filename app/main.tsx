/**
 * The browser app's entry: the runtime, with the designer and the algorithm editor (both need Monaco) plugged into its
 * renderer registry. It is the composition root and belongs to neither, so the runtime never imports the designer
 * (.dependency-cruiser.cjs).
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pluggedInRenderers } from '../designer/plugged-in-renderers.js';
import { plugInRenderer } from '../runtime/renderers/renderer-registry.js';
import { App } from '../runtime/shell/App.js';
import { i18nReady } from '../runtime/shell/services.js';

for (const entry of pluggedInRenderers) plugInRenderer(entry);

// The language's catalogue is a chunk of its own; the first screen waits for it (a failed load shows the keys).
void i18nReady.finally(() => createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
));
