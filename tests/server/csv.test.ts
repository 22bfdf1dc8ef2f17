// A dataset file as a spreadsheet (server/dataset/csv.ts): every file of the real dataset, written
// as CSV and read back, is the same records, and written again the same text; generated records
// too. A CSV a spreadsheet mangled is refused with the line at fault.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CsvError, csvToRecords, recordsToCsv } from '../../server/dataset/csv.ts';
import { DATASET_FILE_NAMES } from '../../server/dataset/files.ts';

const data = resolve(import.meta.dirname, '../../data');

describe('a dataset file as CSV', () => {
  it.each(DATASET_FILE_NAMES.map((f) => [f]))('%s: read back, the same records; written again, the same text', (file) => {
    const records = JSON.parse(readFileSync(resolve(data, file), 'utf8')) as unknown[];
    const csv = recordsToCsv(records);
    const back = csvToRecords(csv);
    expect(back).toStrictEqual(records);
    expect(recordsToCsv(back)).toBe(csv);
  });

  it('writes text as it is, and JSON for what is not text or would read as something else', () => {
    const csv = recordsToCsv([
      {
        id: 'a',
        at: '2023-09-15T00:00:00Z',
        count: 3,
        live: true,
        none: null,
        list: ['L1', 'L2'],
        release: { debut: '2022-01-01', banners: 2 },
      },
      { id: '123', at: '', count: 0, note: 'says "hi", then, a line\nbreak' },
    ]);
    expect(csv.split('\n')[0]).toBe('id,at,count,live,none,list,release.debut,release.banners,note');
    expect(csv).toContain('a,2023-09-15T00:00:00Z,3,true,null,"[""L1"",""L2""]",2022-01-01,2,');
    // "123" and "" would read back as a number and as no field: written as JSON texts.
    expect(csv).toContain('"""123""","""""",0,,,,,,"says ""hi"", then, a line\nbreak"');
  });

  it('reads a spreadsheet edit: a changed date, a number typed in, a row saved with a byte-order mark and blank rows', () => {
    const text = '\uFEFFid,release.debut,count,name\nx,2024-02-02,7,"Sakuya, chief maid"\n,,,\n';
    expect(csvToRecords(text)).toStrictEqual([{ id: 'x', release: { debut: '2024-02-02' }, count: 7, name: 'Sakuya, chief maid' }]);
  });

  it('refuses a CSV it cannot read, naming the line', () => {
    const failure = (text: string) => {
      try {
        csvToRecords(text);
      } catch (e) {
        expect(e).toBeInstanceOf(CsvError);
        return { message: (e as CsvError).message, line: (e as CsvError).line };
      }
      throw new Error('read without complaint');
    };
    expect(failure('id,name\n1,"unclosed\n')).toMatchObject({ message: /not a readable CSV/ });
    expect(failure('id,name\n1,a,extra\n')).toMatchObject({ message: /not a readable CSV/, line: 2 });
    expect(failure('id,,name\n1,2,3\n')).toMatchObject({ message: /column 2 has no name/, line: 1 });
    expect(failure('id,release,release.debut\n1,null,2024-01-01\n')).toMatchObject({ message: /release is already set whole/, line: 2 });
    expect(failure('id,id\n1,2\n')).toMatchObject({ message: /set twice/, line: 2 });
    expect(failure('id,__proto__.polluted\n1,yes\n')).toMatchObject({ message: /names no field/, line: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** A record as the dataset's are: fields without dots, values of any JSON, objects within. */
const key = fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !k.includes('.') && k !== '__proto__');
const leaf = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null));
const value = fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(key, leaf, { maxKeys: 3 }));
const record = fc.dictionary(key, value, { minKeys: 1, maxKeys: 6 });

describe('generated records', () => {
  property.prop([fc.array(record, { minLength: 1, maxLength: 5 })])('read back from their CSV as they were', (records) => {
    // -0 is written as 0 by JSON itself, as the dataset's files are.
    const expected = JSON.parse(JSON.stringify(records));
    expect(csvToRecords(recordsToCsv(records))).toStrictEqual(expected);
  });
});
