import { describe, expect, it } from 'vitest';
import { partnersProblem, type CompanyType } from './company-types';

describe('partnersProblem: how many partners each type takes', () => {
  it.each<[CompanyType, number, string | undefined]>([
    ['spa', 1, undefined],
    ['spa', 200, undefined],
    ['spa', 0, 'La sociedad por acciones necesita al menos 1 accionista.'],
    ['srl', 2, undefined],
    ['srl', 50, undefined],
    ['srl', 1, 'La sociedad de responsabilidad limitada necesita entre 2 y 50 socios.'],
    ['srl', 51, 'La sociedad de responsabilidad limitada necesita entre 2 y 50 socios.'],
    ['eirl', 1, undefined],
    ['eirl', 2, 'La EIRL tiene un solo titular: escribe 1.'],
    ['sa', 2, undefined],
    ['sa', 1, 'La sociedad anónima necesita al menos 2 accionistas.'],
  ])('%s with %i → %s', (type, partners, problem) => {
    expect(partnersProblem(type, partners)).toBe(problem);
  });
});
