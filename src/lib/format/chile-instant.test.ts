import { describe, expect, it } from 'vitest';
import { formatChileInstant, formatChileTime } from './chile-instant';

describe('Chilean instants', () => {
  it('reads an instant on the Chilean clock, in winter too', () => {
    expect(formatChileInstant('2026-11-23T03:05:00Z')).toBe(
      'lunes 23 de noviembre de 2026 a las 00:05',
    );
    expect(formatChileInstant('2026-07-01T04:00:00Z')).toBe(
      'miércoles 1 de julio de 2026 a las 00:00',
    );
  });

  it('gives the clock time with two digits each', () => {
    expect(formatChileTime(new Date('2026-11-23T12:30:00Z'))).toBe('09:30');
  });
});
