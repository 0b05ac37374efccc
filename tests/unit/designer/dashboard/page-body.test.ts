import { describe, expect, it } from 'vitest';
import { readPage, sharePage, withField, writePage } from '../../../../designer/dashboard/page-body.js';

describe('the page in the JSON text', () => {
  it('reads a page and writes it back as the JSON editor shows it', () => {
    const reading = readPage('{"code":"P","title":"t","charts":[{"id":"a","type":"kpi"}]}');
    expect(reading).toEqual({ isReadable: true, page: { code: 'P', title: 't', charts: [{ id: 'a', type: 'kpi' }] } });
    expect(writePage({ code: 'P', title: 't' })).toBe('{\n  "code": "P",\n  "title": "t"\n}\n');
  });

  it('refuses text that is not JSON or not a page it can draw', () => {
    expect(readPage('{"code": ')).toEqual({ isReadable: false, reason: 'unparsable' });
    expect(readPage('[1]')).toEqual({ isReadable: false, reason: 'shape' });
    expect(readPage('{"charts": {"a": 1}}')).toEqual({ isReadable: false, reason: 'shape' });
    expect(readPage('{"charts": [{"type": "kpi"}]}')).toEqual({ isReadable: false, reason: 'shape' });
  });

  it('sets a field, or removes it when the value is undefined', () => {
    expect(withField({ a: 1, b: 2 } as { a: number; b?: number }, 'b', undefined)).toEqual({ a: 1 });
    expect(withField({ a: 1 } as { a: number; b?: number }, 'b', 3)).toEqual({ a: 1, b: 3 });
  });
});

describe('pages read from text one after the other', () => {
  it('keep the objects of the charts that did not change, so only the changed panel is drawn again', () => {
    const before = { code: 'P', title: 't', charts: [{ id: 'a', type: 'kpi' as const }, { id: 'b', type: 'bar' as const }] };
    const typed = { code: 'P', title: 't', charts: [{ id: 'a', type: 'kpi' as const }, { id: 'b', type: 'bar' as const, title: 'B' }] };
    const shared = sharePage(before, typed);
    expect(shared).toEqual(typed);
    expect(shared.charts![0]).toBe(before.charts[0]);
    expect(shared.charts![1]).not.toBe(before.charts[1]);
    const renamed = sharePage(before, { ...structuredClone(before), title: 'u' });
    expect(renamed.charts).toBe(before.charts);
    expect(sharePage(before, structuredClone(before))).toBe(before);
  });
});
