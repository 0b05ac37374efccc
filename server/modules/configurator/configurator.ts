/** The configurator: moves any set of descriptors between installations as one file, with a dry run. */
import { descriptorKinds, isDescriptorKind, type DescriptorKind } from '../../../descriptors/kinds/index.js';
import {
  configurationFormat, configurationFormatVersion, isSelected, type ConfigurationFile, type ExportSelection, type ImportStep,
} from '../../../descriptors/lib/configuration-file.js';
import { diffJson } from '../../../descriptors/lib/json-diff.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { KeelError, verbatim } from '../../errors/keel-error.js';
import { createDescriptor, prepareBody, updateDescriptor, type Actor } from '../descriptors/descriptor-writes.js';
import { getDescriptor, listAllDescriptors } from '../descriptors/store.js';

export async function exportConfiguration(db: Db, actor: Actor, selection: ExportSelection): Promise<ConfigurationFile> {
  const kinds = (selection.kinds?.length ? selection.kinds : descriptorKinds).filter(isDescriptorKind);
  const rows = (await Promise.all(kinds.map((kind) => listAllDescriptors(db, kind)))).flat().filter((row) => isSelected(selection, row));
  return {
    format: configurationFormat, formatVersion: configurationFormatVersion, exportedAt: new Date().toISOString(), exportedBy: actor.username,
    descriptors: rows.map((row) => ({ kind: row.kind, code: row.code, schemaVersion: row.schemaVersion, disabled: row.disabled, system: row.system, body: row.body })),
  };
}

/** What an import would do, after checking every descriptor of the file; nothing is written. */
export async function planImport(db: Db, file: ConfigurationFile): Promise<ImportStep[]> {
  const problems = file.descriptors.flatMap((d, index) => {
    if (!isDescriptorKind(d.kind)) return [{ path: `/requestValue/file/descriptors/${index}/kind`, code: 'enum', ...verbatim(d.kind) }];
    try {
      prepareBody(d.kind, d.code, { body: d.body, schemaVersion: d.schemaVersion }, `/requestValue/file/descriptors/${index}/body`);
      return [];
    } catch (error) {
      if (error instanceof KeelError) return error.fields;
      throw error;
    }
  });
  if (problems.length) throw new KeelError('INVALID_INPUT', 'configurator.invalidFile', {}, problems);
  const steps: ImportStep[] = [];
  for (const d of file.descriptors) {
    const kind = d.kind as DescriptorKind;
    const existing = await getDescriptor(db, kind, d.code);
    const body = prepareBody(kind, d.code, { body: d.body, schemaVersion: d.schemaVersion }).body;
    if (!existing) steps.push({ kind, code: d.code, action: 'create', changes: diffJson({}, body) });
    else {
      const changes = diffJson(existing.body, body);
      const disabledChanged = existing.disabled !== d.disabled;
      steps.push({ kind, code: d.code, action: changes.length || disabledChanged ? 'change' : 'unchanged', changes });
    }
  }
  return steps;
}

/** Applies an import in one transaction: all descriptors or none. */
export async function applyImport(db: Db, actor: Actor, file: ConfigurationFile): Promise<ImportStep[]> {
  const steps = await planImport(db, file);
  await inTransaction(db, async (tx) => {
    for (const [index, step] of steps.entries()) {
      const d = file.descriptors[index];
      const kind = d.kind as DescriptorKind;
      const input = { body: d.body, schemaVersion: d.schemaVersion, disabled: d.disabled, note: `imported from ${file.exportedBy} ${file.exportedAt}` };
      if (step.action === 'create') await createDescriptor(tx, actor, kind, d.code, input);
      if (step.action === 'change') {
        const current = await getDescriptor(tx, kind, d.code);
        await updateDescriptor(tx, actor, kind, d.code, current!.version, input, 'IMPORT');
      }
    }
  });
  return steps;
}
