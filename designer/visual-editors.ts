/**
 * The designer's visual editors, one per kind that has one (the "Visual" tab): the editor as a lazy chunk and the
 * body a new descriptor of the kind starts with. A kind missing here opens on the JSON tab only.
 */
import type { DescriptorKind } from '../descriptors/kinds/index.js';
import { dashboardVisualEditor } from './dashboard/visual-editor.js';
import { formVisualEditor } from './form-designer/visual-editor.js';
import type { VisualEditor } from './lib/visual-editor-props.js';

const visualEditors: Partial<Record<DescriptorKind, VisualEditor>> = {
  'analytics-page': dashboardVisualEditor,
  form: formVisualEditor,
};

export function visualEditorOf(kind: string): VisualEditor | undefined {
  return visualEditors[kind as DescriptorKind];
}
