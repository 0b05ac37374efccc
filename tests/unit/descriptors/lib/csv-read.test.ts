import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../../descriptors/lib/csv.js';
import { detectSeparator, readCsv, undoFormulaGuard } from '../../../../descriptors/lib/csv-read.js';

describe('reading CSV', () => {
  it('reads back what toCsv writes: BOM, CRLF, quotes, separators and line breaks in cells', () => {
    const rows = [['a;b', 'say "hi"', 'two\r\nlines'], ['', ' edge ', '12,5']];
    const { separator, records } = readCsv(toCsv(['x', 'y', 'z'], rows));
    expect(separator).toBe(';');
    expect(records).toEqual([
      { line: 1, cells: ['x', 'y', 'z'] },
      { line: 2, cells: ['a;b', 'say "hi"', 'two\r\nlines'] },
      { line: 4, cells: ['', ' edge ', '12,5'] },
    ]);
  });

  it('numbers records by the line they start on, skipping blank lines, with LF or CR endings', () => {
    expect(readCsv('a;b\n\nc;d\re;f').records).toEqual([
      { line: 1, cells: ['a', 'b'] }, { line: 3, cells: ['c', 'd'] }, { line: 4, cells: ['e', 'f'] },
    ]);
  });

  it('takes the separator from the header line: ; first, then comma, then tab', () => {
    expect(detectSeparator('\uFEFFtime;a,b')).toBe(';');
    expect(detectSeparator('time,a\n1;2')).toBe(',');
    expect(detectSeparator('time\ta')).toBe('\t');
    expect(readCsv('x,y\n1,2').records[1].cells).toEqual(['1', '2']);
  });

  it('says where a quoted cell is never closed', () => {
    expect(readCsv('a;b\n1;"open\n2;3')).toMatchObject({ unclosedQuoteLine: 2, records: [{ line: 1, cells: ['a', 'b'] }] });
  });

  it('undoes the formula guard of the export, and only that', () => {
    expect(undoFormulaGuard("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(undoFormulaGuard("'-x")).toBe('-x');
    expect(undoFormulaGuard("'quoted'")).toBe("'quoted'");
    expect(undoFormulaGuard('-12')).toBe('-12');
  });
});
