import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };

type Catalogue = { [key: string]: string | Catalogue };
const entries = (node: Catalogue, prefix = ''): [string, string][] => Object.entries(node).flatMap(([key, value]) => {
  const path = prefix ? `${prefix}.${key}` : key;
  return typeof value === 'string' ? [[path, value] as [string, string]] : entries(value, path);
});
const isPluralForm = (key: string) => /_(zero|one|two|few|many|other)$/.test(key);
/** The {{names}} a text fills; a plural form may leave out its count ("last voyage" for one). */
const placeholders = (key: string, text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1])
  .filter((name) => !(isPluralForm(key) && name === 'count')).sort();

describe('Keel speaks English and Russian', () => {
  const english = new Map(entries(en as Catalogue));
  const russian = new Map(entries(ru as Catalogue));

  it('has every text in both languages, none empty', () => {
    expect([...english.keys()].filter((key) => !russian.has(key))).toEqual([]);
    expect([...russian.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english, ...russian].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it('fills the same placeholders in both languages, so no value is lost in translation', () => {
    const differing = [...english].filter(([key, text]) => russian.has(key) && placeholders(key, text).join() !== placeholders(key, russian.get(key)!).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});
