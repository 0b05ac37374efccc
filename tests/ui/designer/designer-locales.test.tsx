import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';

const flatten = (node: unknown, prefix = ''): string[] => (node && typeof node === 'object'
  ? Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key)) : [prefix]);

const sources = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
});

describe('the designer speaks English and Russian', () => {
  const enKeys = flatten(en).filter((k) => k.startsWith('designer.'));
  const ruKeys = new Set(flatten(ru).filter((k) => k.startsWith('designer.')));

  it('every designer text exists in both languages', () => {
    expect(enKeys.filter((k) => !ruKeys.has(k))).toEqual([]);
    expect([...ruKeys].filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('every key the designer code asks for is there', () => {
    const used = sources('designer').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/t\(['`](designer\.[\w.]+)['`]/g)].map((m) => m[1]));
    const known = new Set(enKeys.map((k) => k.replace(/_(one|few|many|other)$/, '')));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });
});
