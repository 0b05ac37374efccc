/** Answers of the emissions API for the CII screen tests: the reference's worked example (emissions.md §1.8, Ex-1). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CiiAssessmentDto, CiiCurvePoint, CiiShipYear, EmissionSettings } from '../../../runtime/renderers/emissions/emissions-api.js';

export const settings: EmissionSettings = { ciiEdition: '2022', ciiTieRule: 'WORSE', fuelEuGwp: 'AR5', etsAllowancePriceEur: 70 };

/** Bulk carrier 80 000 DWT, 55 000 nm, 5 000 t HFO + 300 t MDO_MGO, 2024: attained 3.7572, required 3.9355, C. */
export const bulk2024: CiiAssessmentDto = {
  year: 2024, capacityKind: 'DWT', capacity: 80_000, referenceCapacity: 80_000, co2T: 16_531.8, distanceNm: 55_000,
  attained: 3.7572, reference: 4.2317, reductionPercent: 7, required: 3.9355,
  boundaries: { superior: 3.3845, lower: 3.6993, upper: 4.1716, inferior: 4.6439 }, ratio: 0.9547, rating: 'C',
};

export const bulk2030: CiiAssessmentDto = {
  ...bulk2024, year: 2030, reductionPercent: 21.5, required: 3.3219,
  boundaries: { superior: 2.8568, lower: 3.1226, upper: 3.5212, inferior: 3.9198 }, ratio: 1.1311, rating: 'D',
};

export const curveOf = (a: CiiAssessmentDto): CiiCurvePoint[] => [40_000, 80_000, 120_000].map((capacity) => {
  const f = (capacity / 80_000) ** -0.622;
  const { superior, lower, upper, inferior } = a.boundaries;
  return { capacity, required: a.required * f, superior: superior * f, lower: lower * f, upper: upper * f, inferior: inferior * f };
});

export const ships = [{ label: 'Nordic Ore', value: 'u1' }, { label: 'Baltic Star', value: 'u2' }];
export const fuels = [{ label: 'HFO — Heavy fuel oil (ISO 8217 RME–RMK)', value: 'HFO' }, { label: 'MDO_MGO — Diesel/gas oil (MDO/MGO, ISO 8217 DMX–DMB)', value: 'MDO_MGO' }];

export function shipYear(overrides: Partial<CiiShipYear> = {}): CiiShipYear {
  return {
    unitId: 'u1', shipName: 'Nordic Ore', shipType: 'bulk_carrier', year: 2024, from: '2024-01-03T06:00:00.000Z', to: '2024-06-30T18:00:00.000Z',
    distanceNm: 27_500, fuel: [{ fuel: 'HFO', massT: 2500 }, { fuel: 'MDO_MGO', massT: 150 }], co2T: 8265.9,
    assessment: { ...bulk2024, co2T: 8265.9, distanceNm: 27_500 },
    projection: { distanceNm: 55_000, co2T: 16_531.8, assessment: bulk2024 },
    trend: [
      { month: '2024-01', attainedToDate: 3.62, required: 3.9355 },
      { month: '2024-02', attainedToDate: 3.71, required: 3.9355 },
      { month: '2024-03', attainedToDate: 3.7572, required: 3.9355 },
    ],
    problem: null,
    ...overrides,
  };
}

/** Chooses `option` in the select labelled `label` (within `container` when given). */
export async function pick(label: string | RegExp, option: string | RegExp, container?: HTMLElement) {
  const scope = container ? within(container) : screen;
  const input = scope.queryByRole('combobox', { name: label }) ?? scope.getByRole('textbox', { name: label });
  fireEvent.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls')!)!);
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

/** Types into the input labelled `label`. */
export function type(label: string | RegExp, value: string, container?: HTMLElement) {
  fireEvent.change((container ? within(container) : screen).getByRole('textbox', { name: label }), { target: { value } });
}
