import { describe, expect, it } from 'vitest';
import {
  fuelCategories, geoAreaCategories, geoAreas, isPointInGeoArea, nations, ports, type AreaGeometry, type GeoArea,
} from '../../../seeds/reference/index.js';

const EU27 = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
const EEA_EFTA = ['IS', 'LI', 'NO'];
const FRENCH_OUTERMOST = ['GF', 'GP', 'MQ', 'YT', 'RE', 'MF'];
const nationByCode = new Map(nations.map((n) => [n.code, n]));
const portByCode = new Map(ports.map((p) => [p.unlocode, p]));
const areaByCode = new Map(geoAreas.map((a) => [a.code, a]));
const area = (code: string): GeoArea => {
  const found = areaByCode.get(code);
  if (!found) throw new Error(`no area ${code}`);
  return found;
};
const areasAt = (lon: number, lat: number) => geoAreas.filter((a) => isPointInGeoArea(lon, lat, a)).map((a) => a.code);
const portAreas = (unlocode: string) => {
  const port = portByCode.get(unlocode);
  if (!port) throw new Error(`no port ${unlocode}`);
  return areasAt(port.longitude, port.latitude);
};
const rings = (geometry: AreaGeometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).flat();

describe('nations', () => {
  it('lists all 249 ISO 3166-1 entries once, with well-formed alpha-2, alpha-3 and numeric codes', () => {
    expect(nations).toHaveLength(249);
    for (const key of ['code', 'alpha3', 'numeric'] as const) {
      expect(new Set(nations.map((n) => n[key])).size, key).toBe(249);
    }
    for (const n of nations) {
      expect(n.code).toMatch(/^[A-Z]{2}$/);
      expect(n.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(n.numeric).toMatch(/^\d{3}$/);
    }
  });

  it('flags exactly the 30 EEA states, the French outermost regions and Åland as EU/EEA', () => {
    const flagged = nations.filter((n) => n.euEea).map((n) => n.code).sort();
    expect(flagged).toEqual([...EU27, ...EEA_EFTA, ...FRENCH_OUTERMOST, 'AX'].sort());
    expect(nations.filter((n) => n.outermostRegion).map((n) => n.code).sort()).toEqual([...FRENCH_OUTERMOST].sort());
    for (const code of ['GB', 'CH', 'FO', 'GL', 'GI', 'SJ', 'PM', 'BL', 'NC', 'PF', 'CW', 'AW', 'TR', 'MA', 'EG']) {
      expect(nationByCode.get(code)?.euEea, code).toBe(false);
    }
  });

  it('names every nation in English and in Russian (Cyrillic)', () => {
    for (const n of nations) {
      expect(n.name.en.trim(), n.code).not.toBe('');
      expect(n.name.ru, n.code).toMatch(/^[\p{Script=Cyrillic}\s\-—,()’.]+$/u);
    }
    expect(nationByCode.get('DE')?.name.ru).toBe('Германия');
    expect(nationByCode.get('US')?.name.ru).toBe('Соединённые Штаты Америки');
  });
});

describe('ports', () => {
  it('has at least 300 ports with unique, well-formed UN/LOCODEs of known countries', () => {
    expect(ports.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ports.map((p) => p.unlocode)).size).toBe(ports.length);
    for (const p of ports) {
      expect(p.unlocode).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(p.country, p.unlocode).toBe(p.unlocode.slice(0, 2));
      expect(nationByCode.has(p.country), p.unlocode).toBe(true);
      expect(p.name.trim(), p.unlocode).not.toBe('');
      expect(p.nameRu, p.unlocode).toMatch(/\p{Script=Cyrillic}/u);
    }
  });

  it('places every port at valid coordinates with at most 4 decimals and a real IANA time zone', () => {
    for (const p of ports) {
      expect(Math.abs(p.latitude), p.unlocode).toBeLessThanOrEqual(90);
      expect(Math.abs(p.longitude), p.unlocode).toBeLessThanOrEqual(180);
      expect(Math.round(p.latitude * 1e4) / 1e4, p.unlocode).toBe(p.latitude);
      expect(Math.round(p.longitude * 1e4) / 1e4, p.unlocode).toBe(p.longitude);
      expect(() => new Intl.DateTimeFormat(undefined, { timeZone: p.timeZone }), `${p.unlocode} ${p.timeZone}`).not.toThrow();
    }
  });

  it("copies each port's EU/EEA flag from its country", () => {
    for (const p of ports) expect(p.euEea, p.unlocode).toBe(nationByCode.get(p.country)?.euEea);
  });

  it('flags only Tanger Med and East Port Said as neighbouring container transhipment ports', () => {
    const flagged = ports.filter((p) => p.neighbouringTranshipmentPort);
    expect(flagged.map((p) => p.country).sort()).toEqual(['EG', 'MA']);
    expect(flagged.map((p) => p.unlocode)).toContain('MAPTM');
    expect(flagged.every((p) => !p.euEea)).toBe(true);
  });

  it('marks the ports of the Canaries, Azores, Madeira and the French overseas regions as outermost-region ports', () => {
    const outermostZones = ['Atlantic/Canary', 'Atlantic/Madeira', 'Atlantic/Azores'];
    for (const p of ports) {
      const expected = FRENCH_OUTERMOST.includes(p.country) || outermostZones.includes(p.timeZone);
      expect(Boolean(p.outermostRegion), p.unlocode).toBe(expected);
      if (p.outermostRegion) expect(p.euEea, p.unlocode).toBe(true);
    }
    for (const code of ['ESLPA', 'ESSCT', 'PTFNC', 'PTPDL', 'MQFDF', 'GPPTP']) expect(portByCode.get(code)?.outermostRegion, code).toBe(true);
  });

  it('covers every coastal EU/EEA state', () => {
    // Small coastal states, and Bulgaria (Varna and Burgas are its only significant seaports), need one port; the rest three.
    const small = ['SI', 'MT', 'CY', 'IS', 'LT', 'LV', 'EE', 'BG'];
    const coastal = ['BE', 'BG', 'HR', 'CY', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'MT', 'NL', 'PL',
      'PT', 'RO', 'SI', 'ES', 'SE', 'NO', 'IS'];
    for (const country of coastal) {
      const count = ports.filter((p) => p.country === country).length;
      expect(count, country).toBeGreaterThanOrEqual(small.includes(country) ? 1 : 3);
    }
    for (const code of ['NLRTM', 'BEANR', 'DEHAM', 'DEBRV', 'ESALG', 'ESVLC', 'ESBCN', 'GRPIR', 'PLGDN', 'PLGDY', 'FRLEH',
      'FRMRS', 'ITGOA', 'ITTRS', 'ITGIT', 'PTSIE', 'ROCND', 'LTKLJ', 'LVRIX', 'EETLL', 'FIHEL', 'SEGOT', 'DKAAR', 'BEZEE',
      'IEDUB', 'SIKOP', 'HRRJK', 'MTMAR', 'CYLMS', 'NOOSL', 'NOBGO', 'ISREY']) {
      expect(portByCode.has(code), code).toBe(true);
    }
  });
});

describe('fuel categories', () => {
  const fuel = (code: string) => {
    const found = fuelCategories.find((f) => f.code === code);
    if (!found) throw new Error(`no fuel ${code}`);
    return found;
  };

  it('carries the IMO CF and LCV of the emissions reference (MEPC.364(79))', () => {
    const expected: Record<string, [cf: number, lcvMjPerKg: number]> = {
      HFO: [3.114, 40.2], LFO: [3.151, 41.2], MDO_MGO: [3.206, 42.7], LNG: [2.75, 48.0], METHANOL: [1.375, 19.9],
      LPG_PROPANE: [3.0, 46.3], LPG_BUTANE: [3.03, 45.7], ETHANE: [2.927, 46.4], ETHANOL: [1.913, 26.8],
    };
    for (const [code, [cf, lcv]] of Object.entries(expected)) {
      expect(fuel(code).imo.cf, code).toBe(cf);
      expect(fuel(code).imo.lcvMjPerKg, code).toBe(lcv);
    }
    expect(new Set(fuelCategories.map((f) => f.code)).size).toBe(fuelCategories.length);
    for (const f of fuelCategories) {
      expect(f.source, f.code).toContain('MEPC.364(79)');
      if (f.fuelEu) expect(f.fuelEu.source, f.code).toContain('2023/1805');
    }
  });

  it('carries the FuelEU Annex II defaults, whose LCVs differ from the IMO ones', () => {
    const expected: Record<string, [lcvMjPerG: number, wtt: number, cfCo2: number]> = {
      HFO: [0.0405, 13.5, 3.114], LFO: [0.041, 13.2, 3.151], MDO_MGO: [0.0427, 14.4, 3.206], LNG: [0.0491, 18.5, 2.75],
      METHANOL: [0.0199, 31.3, 1.375],
    };
    for (const [code, [lcv, wtt, cf]] of Object.entries(expected)) {
      const feu = fuel(code).fuelEu;
      expect(feu, code).not.toBeNull();
      expect([feu?.lcvMjPerG, feu?.wttGCo2ePerMj, feu?.cfCo2], code).toEqual([lcv, wtt, cf]);
    }
    for (const code of ['HFO', 'LFO', 'MDO_MGO']) {
      expect([fuel(code).fuelEu?.cfCh4, fuel(code).fuelEu?.cfN2o, fuel(code).fuelEu?.cSlipPercent], code).toEqual([0.00005, 0.00018, 0]);
    }
    expect(fuel('HFO').fuelEu?.lcvMjPerG).not.toBe(fuel('HFO').imo.lcvMjPerKg / 1000);
    const lng = fuel('LNG').fuelEu;
    expect([lng?.cfCh4, lng?.cfN2o]).toEqual([0, 0.00011]);
    expect(lng?.consumers?.map((c) => [c.code, c.cSlipPercent])).toEqual([
      ['LNG_OTTO_MS', 3.1], ['LNG_OTTO_SS', 1.7], ['LNG_DIESEL_SS', 0.2], ['LNG_LBSI', 2.6],
    ]);
  });
});

describe('emission control areas', () => {
  it('describes every area with known categories, ISO dates and closed rings of valid positions', () => {
    const categoryCodes = geoAreaCategories.map((c) => c.code);
    expect(categoryCodes).toEqual(expect.arrayContaining(['ECA_SOX', 'ECA_NOX']));
    expect(geoAreas.map((a) => a.code).sort()).toEqual(
      ['BALTIC_SEA_ECA', 'MEDITERRANEAN_SEA_ECA', 'NORTH_AMERICAN_ECA', 'NORTH_SEA_ECA', 'US_CARIBBEAN_ECA'],
    );
    for (const a of geoAreas) {
      expect(a.categories.every((c) => categoryCodes.includes(c)), a.code).toBe(true);
      expect(a.effectiveFrom, a.code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.name.ru, a.code).toMatch(/\p{Script=Cyrillic}/u);
      for (const ring of rings(a.geometry)) {
        expect(ring.length, a.code).toBeGreaterThanOrEqual(4);
        expect(ring[ring.length - 1], a.code).toEqual(ring[0]);
        for (const [lon, lat] of ring) {
          expect(Math.abs(lon), a.code).toBeLessThanOrEqual(180);
          expect(Math.abs(lat), a.code).toBeLessThanOrEqual(90);
        }
      }
    }
    expect(area('MEDITERRANEAN_SEA_ECA').categories).toEqual(['ECA_SOX']);
    expect(area('MEDITERRANEAN_SEA_ECA').effectiveFrom).toBe('2025-05-01');
  });

  it('puts known sea positions in the right area and others in none', () => {
    expect(areasAt(18.8, 54.6)).toEqual(['BALTIC_SEA_ECA']); // off Gdańsk
    expect(areasAt(1.45, 51.0)).toEqual(['NORTH_SEA_ECA']); // Strait of Dover
    expect(areasAt(-73.5, 40.3)).toEqual(['NORTH_AMERICAN_ECA']); // off New York
    expect(areasAt(14.0, 36.5)).toEqual(['MEDITERRANEAN_SEA_ECA']); // south of Sicily
    expect(areasAt(-66.1, 18.6)).toEqual(['US_CARIBBEAN_ECA']); // off San Juan
    expect(areasAt(-157.9, 21.2)).toEqual(['NORTH_AMERICAN_ECA']); // off Honolulu
    expect(areasAt(-21.95, 64.15)).toEqual([]); // Reykjavík
    expect(areasAt(-7.6, 33.6)).toEqual([]); // Casablanca
    expect(areasAt(103.82, 1.26)).toEqual([]); // Singapore
    expect(areasAt(29.5, 43.5)).toEqual([]); // Black Sea
    expect(areasAt(-6.0, 36.0)).toEqual([]); // west of 5°36'W
    expect(areasAt(-5.0, 45.0)).toEqual([]); // Bay of Biscay
    expect(areasAt(-64.78, 32.3)).toEqual([]); // Bermuda
  });

  it('classifies ports by the area they lie in', () => {
    for (const code of ['PLGDN', 'FIHEL', 'LVRIX', 'EETLL', 'SESTO', 'DEKEL', 'RULED', 'SEGOT']) {
      expect(portAreas(code), code).toEqual(['BALTIC_SEA_ECA']);
    }
    for (const code of ['NLRTM', 'BEANR', 'DEHAM', 'FRLEH', 'GBFXT', 'NOBGO', 'NOOSL']) {
      expect(portAreas(code), code).toEqual(['NORTH_SEA_ECA']);
    }
    for (const code of ['GRPIR', 'ESALG', 'ITGOA', 'FRMRS', 'MTMAR', 'CYLMS']) {
      expect(portAreas(code), code).toEqual(['MEDITERRANEAN_SEA_ECA']);
    }
    for (const code of ['USNYC', 'USLAX', 'USHOU', 'CAHAL', 'CAVAN', 'USHNL']) {
      expect(portAreas(code), code).toEqual(['NORTH_AMERICAN_ECA']);
    }
    for (const code of ['GBLIV', 'FRBES', 'ESBIO', 'PTSIE', 'IEDUB', 'ROCND', 'ISREY', 'NOTRD', 'SGSIN', 'MACAS', 'EGSUZ']) {
      expect(portAreas(code), code).toEqual([]);
    }
  });

  it('respects holes and every part of a multipolygon', () => {
    const square = (x: number, y: number, size: number): [number, number][] =>
      [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];
    const withHole = { geometry: { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] } as AreaGeometry };
    expect(isPointInGeoArea(1, 1, withHole)).toBe(true);
    expect(isPointInGeoArea(5, 5, withHole)).toBe(false);
    expect(isPointInGeoArea(11, 5, withHole)).toBe(false);
    const two = { geometry: { type: 'MultiPolygon', coordinates: [[square(0, 0, 1)], [square(20, 20, 1)]] } as AreaGeometry };
    expect(isPointInGeoArea(20.5, 20.5, two)).toBe(true);
    expect(isPointInGeoArea(10, 10, two)).toBe(false);
  });
});
