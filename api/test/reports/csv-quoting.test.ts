import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvOf } from '../../src/modules/reports/pack-csv.js';
import type { PackRecordType } from '../../src/modules/reports/pack-records.js';

const type: PackRecordType = {
  file: 'test',
  title: 'Test',
  columns: [
    ['name', 'Name'],
    ['note', 'Note, with comma'],
    ['at', 'At'],
  ],
  sql: '',
};

describe('CSV files of the pack', () => {
  it('start with a BOM, end records in CRLF and quote commas, quotes, line breaks (RFC 4180); non-ASCII names stay UTF-8', async () => {
    const csv = csvOf(type);
    const rows = [
      { name: 'Zoë Ñúñez', note: 'Door left open, 10 min', at: new Date('2026-11-20T08:30:00Z') },
      { name: '李小龍', note: 'Said "fine"\nthen checked again', at: null },
      { name: 'Plain', note: 'carriage\rreturn', at: undefined },
    ];
    for (const row of rows) csv.write(row);
    csv.end();
    const output = await buffer(csv);
    expect([...output.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(output.subarray(3).toString('utf8')).toBe(
      [
        'Name,"Note, with comma",At',
        'Zoë Ñúñez,"Door left open, 10 min",2026-11-20T08:30:00.000Z',
        '李小龍,"Said ""fine""\nthen checked again",',
        'Plain,"carriage\rreturn",',
        '',
      ].join('\r\n'),
    );
  });
});

describe('CSV cells a spreadsheet would run (OWASP CSV injection)', () => {
  it('gets a leading single quote on text starting with = + - @ tab or CR, still RFC 4180 quoted; numbers and number columns stay as they are', async () => {
    const csv = csvOf({ ...type, numberColumns: ['at'] });
    const rows = [
      { name: '=HYPERLINK("http://evil.example/s","Sophie")', note: '+1+1', at: '-20.00 to -15.00' },
      { name: '-2+3', note: '@SUM(A1)', at: '-18.50' },
      { name: '\t=1', note: '\r=1', at: null },
      { name: '-18.5', note: 'Fine = fine', at: null },
    ];
    for (const row of rows) csv.write(row);
    csv.end();
    expect((await buffer(csv)).subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Name,"Note, with comma",At',
      `"'=HYPERLINK(""http://evil.example/s"",""Sophie"")",'+1+1,-20.00 to -15.00`,
      `'-2+3,'@SUM(A1),-18.50`,
      `'\t=1,"'\r=1",`,
      '-18.5,Fine = fine,',
      '',
    ]);
  });
});
