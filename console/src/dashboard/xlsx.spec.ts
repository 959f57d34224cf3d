/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { figure, toCsv, type FigureTable } from './insights';
import { toXlsx } from './xlsx';

/*
 * Reads the workbook back with readers that are not ours (console/test/read-table.py: Python's zipfile, which checks
 * every entry's CRC, and ElementTree for the sheet; Python's csv module for the CSV of the same table), which also
 * lists the cells where the two disagree.
 */
const readBack = (xlsx: Uint8Array, csv: string) =>
  JSON.parse(
    execFileSync('python3', [`${__dirname}/../../test/read-table.py`], {
      input: JSON.stringify({ xlsx: [...xlsx], csv }),
      encoding: 'utf8',
    }),
  ) as {
    entries: string[];
    overrides: string[];
    sheetName: string;
    xlsx: (string | number)[][];
    csv: string[][];
    mismatches: unknown[][];
  };

describe('xlsx export of a chart table', () => {
  const table: FigureTable = {
    columns: ['Månad', 'Transportör', 'Kostnad (kr)', 'Sändningar'],
    rows: [
      ['2026-10', 'PostNord', figure(12345.5, 2, 'sv'), 40],
      ['2026-11', 'Åkeri "Öst" & <Söner>; AB', figure(0.05, 2, 'sv'), 1],
      ['2026-12', 'UPS', '', 0],
      ['2027-01', 'DHL', figure(11.454, 1, 'sv'), 3], // the xlsx holds 11.5, as the CSV says
    ],
  };

  it('is a zip a real reader opens, with the same figures as the CSV', () => {
    const back = readBack(toXlsx(table, 'Fraktkostnad per månad och transportör'), toCsv(table));
    expect(back.entries).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(back.overrides).toEqual(['/xl/workbook.xml', '/xl/worksheets/sheet1.xml']);
    expect(back.sheetName).toBe('Fraktkostnad per månad och tran'); // Excel's 31 characters
    expect(back.csv).toHaveLength(5);
    expect(back.xlsx).toHaveLength(5);
    expect(back.mismatches).toEqual([]);
    // The figures are numbers in the workbook (a spreadsheet can sum them), the texts stay texts.
    expect(back.xlsx[1]).toEqual(['2026-10', 'PostNord', 12345.5, 40]);
    expect(back.xlsx[2][1]).toBe('Åkeri "Öst" & <Söner>; AB');
    expect(back.xlsx[4][2]).toBe(11.5);
  });

  it('gives the same bytes for the same table', () => {
    expect(Buffer.from(toXlsx(table, 'a')).equals(Buffer.from(toXlsx(table, 'a')))).toBe(true);
  });

  it('names the sheet as Excel allows', () => {
    expect(readBack(toXlsx({ columns: ['a'], rows: [] }, 'Per vecka [v/2026]: *?'), '').sheetName).toBe('Per vecka  v 2026');
  });
});
