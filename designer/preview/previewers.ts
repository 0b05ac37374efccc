/** Live previews by descriptor kind; a kind without one shows no preview column. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every preview receives: the last body that parsed, and sample data the user may type into. */
export interface PreviewProps {
  body: Record<string, unknown>;
  /** The descriptor's code (for what the server names in its messages). */
  code?: string;
  sample: Record<string, unknown>;
  onSampleChange(sample: Record<string, unknown>): void;
}

// Loaded on first use: they bring the runtime's form renderer (RJSF) with them.
export const previewers: Partial<Record<string, LazyExoticComponent<ComponentType<PreviewProps>>>> = {
  resource: lazy(() => import('./ResourcePreview.js').then((m) => ({ default: m.ResourcePreview }))),
  form: lazy(() => import('./FormPreview.js').then((m) => ({ default: m.FormPreview }))),
  // The sample data is the printout's parameters; the server makes the PDF from the unsaved text.
  'report-descriptor': lazy(() => import('./ReportPreview.js').then((m) => ({ default: m.ReportPreview }))),
};

export function hasPreview(kind: string): boolean {
  return previewers[kind] !== undefined;
}
