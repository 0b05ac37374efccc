/**
 * The objects of a list (permission rows, logbook groups, form rules) as compact rows: each field a cell, {en, ru}
 * texts and JSON two cells wide, no "Permissions-3" heading and no per-row help (the list's help says it once).
 */
import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { isWideProperty, mainType } from '../../widgets/ObjectGridTemplate.js';
import classes from './descriptor-crud.module.css';

export function CompactRowTemplate({ properties, schema, uiSchema }: ObjectFieldTemplateProps) {
  const cellClass = (name: string) => {
    const propertySchema = schema.properties?.[name] as RJSFSchema | undefined;
    if (mainType(propertySchema) === 'boolean') return classes.checkCell;
    if (isWideProperty(propertySchema, uiSchema?.[name] as UiSchema | undefined)) return classes.wideCell;
    return Array.isArray(propertySchema?.enum) ? classes.selectCell : classes.cell;
  };
  return (
    <div className={classes.row}>
      {properties.filter((p) => !p.hidden).map((p) => <div key={p.name} className={cellClass(p.name)}>{p.content}</div>)}
      {properties.filter((p) => p.hidden).map((p) => <div key={p.name} hidden>{p.content}</div>)}
    </div>
  );
}
