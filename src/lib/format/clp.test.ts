import { formatClp, formatThousands, parseClp } from './clp';

describe('formatClp', () => {
  it.each([
    [0, '$0'],
    [500, '$500'],
    [1000, '$1.000'],
    [15000, '$15.000'],
    [27500, '$27.500'],
    [35000, '$35.000'],
    [1500000, '$1.500.000'],
    [2500000, '$2.500.000'],
    [35000.4, '$35.000'],
    [999.5, '$1.000'],
    [-20000, '-$20.000'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatClp(amount)).toBe(expected);
  });
});

describe('formatThousands', () => {
  it('groups without a currency sign, as stored payment data does', () => {
    expect(formatThousands(750000)).toBe('750.000');
    expect(formatThousands(100)).toBe('100');
  });
});

describe('parseClp', () => {
  it.each([
    ['35.000', 35000],
    ['$1.500.000', 1500000],
    ['0', 0],
  ])('reads %s', (text, expected) => {
    expect(parseClp(text)).toBe(expected);
  });

  it.each(['', 'gratis', '35,5', '-1.000', '1e5'])('rejects %j', (text) => {
    expect(parseClp(text)).toBeNull();
  });
});
