/**
 * The browser app's entry: the runtime, with the designer plugged into its renderer registry. It is the composition
 * root and belongs to neither, so the runtime never imports the designer (.dependency-cruiser.cjs).
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { designerRendererEntry } from '../designer/designer-renderer-entry.js';
import { plugInRenderer } from '../runtime/renderers/renderer-registry.js';
import { App } from '../runtime/shell/App.js';

plugInRenderer(designerRendererEntry);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
