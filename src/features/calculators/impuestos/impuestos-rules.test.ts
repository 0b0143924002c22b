import { describe, expect, it } from 'vitest';
import { IMPUESTOS_RULES } from './impuestos-rules';

describe('IMPUESTOS_RULES', () => {
  it('states the whole art. 52 scale, and that it must be checked', () => {
    expect(IMPUESTOS_RULES[0]?.summary).toBe(
      'El Impuesto Global Complementario grava la renta anual de las personas con una escala progresiva en UTA: exenta hasta 13,5 UTA y, por la parte que exceda de cada límite, 4% sobre 13,5 UTA; 8% sobre 30 UTA; 13,5% sobre 50 UTA; 23% sobre 70 UTA; 30,4% sobre 90 UTA; 35% sobre 120 UTA; 40% sobre 310 UTA. Es la escala vigente desde la Ley 21.210.',
    );
  });
});
