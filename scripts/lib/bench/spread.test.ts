import { describe, expect, it } from 'vitest';
import { median, percentile, spread } from './spread';

describe('spread', () => {
  it('gives the fastest, the median and the slowest, with the count', () => {
    expect(spread([930, 812, 1104.4, 900, 1000])).toBe('min 812 / mediana 930 / máx 1104 ms (5)');
  });

  it('says when nothing was measured', () => {
    expect(spread([])).toBe('sin medidas');
  });

  it('takes the lower middle value of an even count, and ranks percentiles', () => {
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 95)).toBe(5);
  });
});
