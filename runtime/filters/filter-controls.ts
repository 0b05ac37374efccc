/**
 * The control of each filter type (STYLE §3: filter types arrive as JSON, so this is a Registry and the panel
 * shows "unknown filter type: x" in place of a type it does not find). Every type of `filterTypes` has one entry;
 * a shared test checks it.
 */
import type { ComponentType } from 'react';
import type { FilterType } from '../../descriptors/lib/filters/filter-types.js';
import { Registry, type RegistryEntry } from '../../descriptors/lib/registry.js';
import { GroupingKeyControl } from './controls/GroupingKeyControl.js';
import { LoadingConditionControl } from './controls/LoadingConditionControl.js';
import { PeriodControl } from './controls/PeriodControl.js';
import { UnitControl } from './controls/UnitControl.js';
import { UnitGroupControl } from './controls/UnitGroupControl.js';
import { UnitsControl } from './controls/UnitsControl.js';
import type { FilterControlProps } from './filter-control-props.js';

export interface FilterControlEntry extends RegistryEntry {
  id: FilterType;
  Control: ComponentType<FilterControlProps>;
  /** Shown above the panel, always in sight (the ship of a ship dashboard), not inside the folded panel. */
  isPinned?: boolean;
}

/** An entry whose control takes the value type of its filter type. */
const control = <T extends FilterType>(id: T, name: string, Control: ComponentType<FilterControlProps<T>>, isPinned?: boolean): FilterControlEntry =>
  ({ id, name, Control: Control as unknown as ComponentType<FilterControlProps>, isPinned });

export const filterControls = new Registry<FilterControlEntry>('filter type', [
  control('UNITS', 'Ships', UnitsControl),
  control('UNIT', 'Ship', UnitControl, true),
  control('UNIT_GROUP', 'Ship group', UnitGroupControl),
  control('PERIOD', 'Period', PeriodControl),
  control('GROUPING_KEY', 'Grouping keys', GroupingKeyControl),
  control('LOADING_CONDITION', 'Loading condition', LoadingConditionControl),
]);
