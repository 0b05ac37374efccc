/**
 * What an alarm definition must be besides its schema, checked on every save (400 at the field): the ships, the
 * distribution list and the tags it names exist, and a JSONata condition compiles — so a broken one is refused when
 * it is written, not logged on every ingested batch.
 */
import type { AlarmDefinitionBody } from '../../../descriptors/kinds/alarm-definition/alarm-definition.schema.js';
import { compileExpression, ExpressionError } from '../../../descriptors/lib/expression.js';
import type { Db } from '../../db/engine.js';
import type { FieldError } from '../../errors/keel-error.js';
import { listShips } from '../access/ships.js';
import { registerWriteCheck } from '../descriptors/write-checks.js';
import { tagsByCode } from '../measures/tag-records.js';
import { selectRecords } from '../resources/record-queries.js';

const problem = (path: string, code: string, messageKey: string, params: Record<string, string | number>): FieldError => ({ path, code, messageKey, params });

const tagsOf = (condition: AlarmDefinitionBody['condition']): { tag: string; at: string }[] => {
  if (condition.type === 'expression') return condition.tags.map((tag, i) => ({ tag, at: `/condition/tags/${i}` }));
  return 'tag' in condition ? [{ tag: condition.tag, at: '/condition/tag' }] : [];
};

export async function alarmDefinitionProblems(db: Db, body: AlarmDefinitionBody, prefix: string): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const codes = body.units ?? [];
  if (codes.length) {
    const ships = await listShips(db, { codes });
    codes.forEach((code, i) => {
      if (!ships.some((s) => s.code === code)) errors.push(problem(`${prefix}/units/${i}`, 'unknown', 'alarms.definition.unknownShip', { ship: code }));
    });
  }
  if (body.distributionList) {
    const [list] = await selectRecords(db, 'distribution-list', { codes: [body.distributionList], enabledOnly: true });
    if (!list) errors.push(problem(`${prefix}/distributionList`, 'unknown', 'notifications.listNotFound', { code: body.distributionList }));
  }
  const tags = tagsOf(body.condition);
  const known = await tagsByCode(db, tags.map((t) => t.tag));
  for (const { tag, at } of tags) if (!known.has(tag)) errors.push(problem(`${prefix}${at}`, 'unknown', 'alarms.definition.unknownTag', { tag }));
  if (body.condition.type === 'expression') {
    try {
      compileExpression(body.condition.expression);
    } catch (error) {
      const reason = error instanceof ExpressionError ? error.message : String(error);
      errors.push(problem(`${prefix}/condition/expression`, 'expression', 'alarms.definition.badExpression', { reason }));
    }
  }
  return errors;
}

registerWriteCheck('alarm-definition', alarmDefinitionProblems);
