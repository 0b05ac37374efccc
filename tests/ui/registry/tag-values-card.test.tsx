// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagValuesCard } from '../../../runtime/renderers/registry/TagValuesCard.js';
import type { RegistryTagValue } from '../../../runtime/renderers/registry/registry-api.js';
import type { LiveValues } from '../../../runtime/api/live-values.js';
import { renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const noPushes: LiveValues = new Map();
const counter = (tag: string, description: RegistryTagValue['description'], value: number): RegistryTagValue => ({
  groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag, description, measureUnit: 'h', precision: 1, ts: '2026-11-20T10:01:00Z', value,
});
const values = [
  counter('ME1_RUNNING_HOURS', { en: 'Main engine 1 (propulsion motor 1) running hours counter', ru: 'Счётчик моточасов главного двигателя 1 (гребного электродвигателя 1)' }, 41_250.3),
  counter('DG9_RUNNING_HOURS', { en: 'Diesel generator 9 running hours counter' }, 120),
  counter('NO_MASTER_DATA', null, 5),
];

describe('the tag values of a registry element', () => {
  it('names each counter and its unit in Russian where the master data has the Russian name, in English where not', () => {
    renderWithShell(<TagValuesCard values={values} live={noPushes} />, 'ru');
    const row = (tag: string) => document.querySelector(`tr[data-tag="${tag}"]`)!.textContent;
    expect(row('ME1_RUNNING_HOURS')).toContain('Счётчик моточасов главного двигателя 1 (гребного электродвигателя 1)');
    expect(row('ME1_RUNNING_HOURS')).toMatch(/41\s250,3 ч/);
    expect(row('DG9_RUNNING_HOURS')).toContain('Diesel generator 9 running hours counter');
    expect(row('DG9_RUNNING_HOURS')).toMatch(/120,0 ч/);
    expect(row('NO_MASTER_DATA')).toContain('NO_MASTER_DATA');
    expect(screen.getByRole('columnheader', { name: 'Счётчик' })).toBeTruthy();
  });

  it('names them in English in English', () => {
    renderWithShell(<TagValuesCard values={values} live={noPushes} />, 'en');
    const row = document.querySelector('tr[data-tag="ME1_RUNNING_HOURS"]')!.textContent;
    expect(row).toContain('Main engine 1 (propulsion motor 1) running hours counter');
    expect(row).toContain('41,250.3 h');
  });
});
