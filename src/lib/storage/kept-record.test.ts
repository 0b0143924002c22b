// @vitest-environment jsdom
import { bindKept, readKept, removeKept, writeKept, type KeptRecordRules } from './kept-record';
import { setCurrentOwner } from './record-owner';
import type { Validator } from './typed-storage';

const rules: KeptRecordRules = { key: 'nota', area: 'session', maxAgeMs: 1000 };
const note: Validator<{ text: string }> = {
  safeParse: (input) => {
    const value = input as { text?: unknown } | null;
    return typeof value?.text === 'string'
      ? { success: true, data: { text: value.text } }
      : { success: false };
  },
};
const stored = () => sessionStorage.getItem('nota');

describe('kept records', () => {
  it('reads back the value, when and for whom it was written, from sessionStorage only', () => {
    writeKept(rules, { text: 'hola' }, 'ana', 100);
    expect(localStorage.getItem('nota')).toBeNull();
    expect(readKept(rules, note, { now: 600, person: 'ana' })).toEqual({
      value: { text: 'hola' },
      savedAt: 100,
      owner: 'ana',
    });
  });

  it.each([
    ['older than its lifetime', 1101],
    ['dated in the future', 99],
  ])('drops a record %s', (_case, now) => {
    writeKept(rules, { text: 'hola' }, 'ana', 100);
    expect(readKept(rules, note, { now, person: 'ana' })).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('keeps a record up to the end of its lifetime', () => {
    writeKept(rules, { text: 'hola' }, 'ana', 100);
    expect(readKept(rules, note, { now: 1100, person: 'ana' })?.value.text).toBe('hola');
  });

  it("drops someone else's record, and by default asks for the person using the tab", () => {
    writeKept(rules, { text: 'hola' }, 'ana', 100);
    setCurrentOwner('berta');
    expect(readKept(rules, note, { now: 200 })).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('lets anyone read a record while nobody is known, and an unowned one once somebody is', () => {
    writeKept(rules, { text: 'hola' }, 'ana', 100);
    expect(readKept(rules, note, { now: 200 })?.owner).toBe('ana');
    writeKept(rules, { text: 'hola' }, undefined, 100);
    expect(readKept(rules, note, { now: 200, person: 'berta' })?.owner).toBeUndefined();
  });

  it.each([
    ['not JSON', '{no'],
    ['without a date', JSON.stringify({ text: 'hola', owner: 'ana' })],
    ['with a date that is not a number', JSON.stringify({ text: 'hola', savedAt: 'ayer' })],
    ['with an owner that is not text', JSON.stringify({ text: 'hola', savedAt: 100, owner: 7 })],
    ['with a value that fails validation', JSON.stringify({ text: 3, savedAt: 100 })],
    ['that is an array', JSON.stringify([{ text: 'hola', savedAt: 100 }])],
  ])('drops a record %s', (_case, raw) => {
    sessionStorage.setItem('nota', raw);
    expect(readKept(rules, note, { now: 200 })).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('binds an unowned record to the person now known, keeping its date', () => {
    writeKept(rules, { text: 'hola' }, undefined, 100);
    bindKept(rules, 'ana', 200);
    expect(readKept(rules, note, { now: 300, person: 'ana' })).toEqual({
      value: { text: 'hola' },
      savedAt: 100,
      owner: 'ana',
    });
  });

  it("removes someone else's record when the person using the tab becomes known", () => {
    writeKept(rules, { text: 'hola' }, 'ana', 100);
    bindKept(rules, 'berta', 200);
    expect(stored()).toBeNull();
  });

  it('removes a copy an earlier version left in localStorage', () => {
    localStorage.setItem('nota', JSON.stringify({ text: 'de antes' }));
    expect(readKept(rules, note, { now: 200 })).toBeUndefined();
    expect(localStorage.getItem('nota')).toBeNull();
    localStorage.setItem('nota', JSON.stringify({ text: 'de antes' }));
    removeKept(rules);
    expect(localStorage.getItem('nota')).toBeNull();
  });
});
