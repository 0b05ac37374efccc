/**
 * The typing bench's baseline: the same 150 fields as a plain controlled React form — labelled <input> and <select>
 * elements, one state object, each change replacing it immutably — with no form library and no design system.
 */
import { StrictMode, useState, type ChangeEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { benchInitialValue, benchSections, typedField, type BenchField, type BenchValue } from './form-descriptor.js';
import { installTypingProbe } from './typing-probe.js';

const probe = installTypingProbe();

function valueOf(field: BenchField, event: ChangeEvent<HTMLInputElement | HTMLSelectElement>): unknown {
  const target = event.target;
  if (field.kind === 'boolean') return (target as HTMLInputElement).checked;
  if (field.kind === 'number') return target.value === '' ? undefined : Number(target.value);
  return target.value;
}

function Field({ field, value, onChange }: { field: BenchField; value: unknown; onChange: (value: unknown) => void }) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(valueOf(field, event));
  const id = `plain-${field.name}-${field.title.en}`;
  const label = <label htmlFor={id} style={{ display: 'block', fontSize: 14 }}>{field.title.en}</label>;
  switch (field.kind) {
    case 'number':
      return <div>{label}<input id={id} type="number" step="any" min={field.minimum} max={field.maximum} value={value === undefined ? '' : String(value)} onChange={change} /></div>;
    case 'text':
      return <div>{label}<input id={id} type="text" maxLength={200} value={String(value ?? '')} onChange={change} /></div>;
    case 'enum':
      return (
        <div>{label}
          <select id={id} value={String(value ?? '')} onChange={change}>
            <option value="" />
            {field.options.map((option, i) => <option key={option} value={option}>{field.optionTitles[i].en}</option>)}
          </select>
        </div>
      );
    case 'boolean':
      return <div><input id={id} type="checkbox" checked={Boolean(value)} onChange={change} />{label}</div>;
  }
}

function PlainForm() {
  const [value, setValue] = useState<BenchValue>(benchInitialValue);
  const change = (section: string, name: string) => (next: unknown) => {
    if (section === typedField.section && name === typedField.field) probe.typedValue = next;
    setValue((current) => ({ ...current, [section]: { ...current[section], [name]: next } }));
  };
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      {benchSections.map((section) => (
        <fieldset key={section.name}>
          <legend>{section.title.en}</legend>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
            {section.fields.map((field) => (
              <Field key={field.name} field={field} value={value[section.name][field.name]} onChange={change(section.name, field.name)} />
            ))}
          </div>
        </fieldset>
      ))}
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}><PlainForm /></main></StrictMode>);
