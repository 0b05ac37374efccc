/** The definition's condition when it is of the given type (a sweep condition is only ever handed its own type). */
import type { AlarmCondition } from '../../../../descriptors/kinds/alarm-definition/alarm-definition.schema.js';
import type { AlarmDefinition } from '../subject-state.js';

export function conditionOf<T extends AlarmCondition['type']>(definition: AlarmDefinition, type: T): Extract<AlarmCondition, { type: T }> | undefined {
  const condition = definition.body.condition;
  return condition.type === type ? condition as Extract<AlarmCondition, { type: T }> : undefined;
}

export const minuteMs = 60_000;
export const dayMs = 86_400_000;
