import { HttpError } from '../http/http-error';
import { readCsv } from './csv-reader';
import { BYTE_ORDER_MARK, toCsv } from './csv-writer';

describe('reading a CSV file', () => {
  it('reads quoted cells holding commas, quotes and line breaks, with or without a byte order mark', () => {
    const text = 'a,b\r\n"one, two","say ""hi"""\r\n"first\nsecond",plain\r\n';
    const expected = {
      header: ['a', 'b'],
      rows: [
        ['one, two', 'say "hi"'],
        ['first\nsecond', 'plain'],
      ],
    };
    expect(readCsv(text)).toEqual(expected);
    expect(readCsv(`${BYTE_ORDER_MARK}${text}`)).toEqual(expected);
  });

  it('reads a file written with semicolons, as spreadsheets in many languages save one', () => {
    expect(readCsv('_id;members\nData Science;ada, bob\n"A;B";x\n')).toEqual({
      header: ['_id', 'members'],
      rows: [
        ['Data Science', 'ada, bob'],
        ['A;B', 'x'],
      ],
    });
  });

  it('skips empty lines, and trims the names of the header', () => {
    expect(readCsv(' a , b\n\n1,2\n\n')).toEqual({ header: ['a', 'b'], rows: [['1', '2']] });
  });

  it('gives back exactly what the export wrote, formulas neutralised there included', () => {
    const values = [
      '=SUM(A1)',
      "'=already",
      "''+x",
      '+1',
      '-2',
      '@cmd',
      "it's",
      "'plain",
      'a, b',
      'two\nlines',
      '\tx',
      'x;=1+1',
      "x;'=1+1",
      'a, -b',
      '  =1',
      'a;\t=1',
      'two\n+lines',
    ];
    const { rows } = readCsv(
      toCsv(
        ['value'],
        values.map((value) => ({ value })),
      ),
    );
    expect(rows.map(([cell]) => cell)).toEqual(values);
  });

  it.each([
    ['a quote left open', 'a,b\n1,2\n"3,4\n', 3],
    ['a row with a cell too many', 'a,b\n1,2\n3,4,5\n', 3],
    ['a row with a cell too few', 'a,b\n1\n', 2],
  ])('refuses %s with 400, naming the line', (_case, text, line) => {
    let refused: unknown;
    try {
      readCsv(text);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 400, message: expect.stringContaining(`(line ${line})`) });
  });
});
