#!/usr/bin/env node
// Sets translation keys in locales/en.json and locales/ru.json, keeping both files sorted.
// Usage: node scripts/locale-set.mjs <file.json>   where the file is { "a.b.c": { "en": "…", "ru": "…" }, … }
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const entries = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const language of ['en', 'ru']) {
  const path = `locales/${language}.json`;
  const catalogue = JSON.parse(readFileSync(path, 'utf8'));
  for (const [key, texts] of Object.entries(entries)) {
    if (typeof texts[language] !== 'string') throw new Error(`${key}: no ${language} text`);
    const parts = key.split('.');
    let node = catalogue;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = texts[language];
  }
  const sort = (value) => (value && typeof value === 'object'
    ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sort(value[k])])) : value);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(sort(catalogue), null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
console.log(`set ${Object.keys(entries).length} key(s) in en and ru`);
