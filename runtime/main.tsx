/** Entry of the browser runtime, and the one place that plugs the designer into it (.dependency-cruiser.cjs). */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { designerRendererEntry } from '../designer/designer-renderer-entry.js';
import { rendererRegistry } from './renderers/renderer-registry.js';
import { App } from './shell/App.js';

rendererRegistry.register(designerRendererEntry);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
