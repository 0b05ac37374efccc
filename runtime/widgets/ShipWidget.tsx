/**
 * The "ship" widget: a select of the user's ships (`GET /api/common/list/units`, the ships `listVisibleShips` answers),
 * for a parameter that names a ship by its id (a printout's `unitId`). It is the reference widget with the reference
 * fixed, so the options come from the form's injected loader and a ship no longer offered stays selected.
 */
import type { WidgetProps } from '@rjsf/utils';
import type { ResourceReference } from '../../descriptors/lib/resource.js';
import { ReferenceWidget } from './ReferenceWidget.js';

/** The common list the ship widget offers: units, valued by id. */
export const shipReference: ResourceReference = { resource: 'units' };

export function ShipWidget(props: WidgetProps) {
  return <ReferenceWidget {...props} options={{ ...props.options, reference: shipReference }} />;
}
