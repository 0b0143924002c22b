import type { ReferenceCode } from '@/lib/reference-values/bounds';

export const REFERENCE_LABELS: Record<ReferenceCode, string> = {
  uf: 'UF',
  utm: 'UTM',
  imm: 'Ingreso mínimo (18 a 65 años)',
  imm_otras_edades: 'Ingreso mínimo (menores de 18 y mayores de 65)',
};
