// @vitest-environment jsdom
import { readStored, removeStored, writeStored, type Validator } from './typed-storage';

const positiveNumber: Validator<number> = {
  safeParse: (input) =>
    typeof input === 'number' && input > 0 ? { success: true, data: input } : { success: false },
};

describe('typed storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('round-trips a valid value', () => {
    expect(writeStored('count', 3)).toBe(true);
    expect(readStored('count', positiveNumber)).toBe(3);
  });

  it('reports a missing key as undefined', () => {
    expect(readStored('count', positiveNumber)).toBeUndefined();
  });

  it('drops text that is not JSON', () => {
    localStorage.setItem('count', '{not json');
    expect(readStored('count', positiveNumber)).toBeUndefined();
    expect(localStorage.getItem('count')).toBeNull();
  });

  it('drops JSON that fails validation', () => {
    localStorage.setItem('count', '-4');
    expect(readStored('count', positiveNumber)).toBeUndefined();
    expect(localStorage.getItem('count')).toBeNull();
  });

  it('removes a key', () => {
    writeStored('count', 1);
    removeStored('count');
    expect(localStorage.getItem('count')).toBeNull();
  });

  it('reports a refused write', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored('count', 1)).toBe(false);
    spy.mockRestore();
  });

  it('keeps the session area apart from the local one', () => {
    writeStored('count', 2, 'session');
    expect(sessionStorage.getItem('count')).toBe('2');
    expect(localStorage.getItem('count')).toBeNull();
    expect(readStored('count', positiveNumber)).toBeUndefined();
    expect(readStored('count', positiveNumber, 'session')).toBe(2);
    removeStored('count', 'session');
    expect(sessionStorage.getItem('count')).toBeNull();
  });

  it('validates the session area on read too', () => {
    sessionStorage.setItem('count', '0');
    expect(readStored('count', positiveNumber, 'session')).toBeUndefined();
    expect(sessionStorage.getItem('count')).toBeNull();
  });
});
