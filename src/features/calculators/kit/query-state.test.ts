import { describe, expect, it } from 'vitest';
import { readQuery, startingValues, writeQuery } from './query-state';

const defaults = { sueldo: '800.000', hijos: '1' };

describe('query state', () => {
  it('reads the known fields from the query, the rest from the defaults', () => {
    expect(readQuery('?sueldo=1.000.000&otro=x', defaults)).toEqual({
      sueldo: '1.000.000',
      hijos: '1',
    });
  });

  it('writes only the fields that differ from their defaults, keeping other parameters', () => {
    expect(writeQuery('?plan=laboral', { sueldo: '900', hijos: '1' }, defaults)).toBe(
      '?plan=laboral&sueldo=900',
    );
    expect(writeQuery('?sueldo=900', defaults, defaults)).toBe('');
  });

  it('round-trips the values through the query', () => {
    const values = { sueldo: '1.234.567,5', hijos: '3' };
    expect(readQuery(writeQuery('', values, defaults), defaults)).toEqual(values);
  });

  it('lets what was typed before the code arrived win over the query', () => {
    expect(startingValues('?sueldo=5', defaults, { sueldo: '7', hijos: '1' })).toEqual({
      sueldo: '7',
      hijos: '1',
    });
  });
});
