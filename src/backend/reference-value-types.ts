import type { ReferenceCode } from '@/lib/reference-values/bounds';

/** A reference value in force (public.valores_referencia_vigentes). */
export interface ReferenceValueRow {
  codigo: ReferenceCode;
  valor: number;
  /** 'YYYY-MM-DD'. */
  fecha: string;
  origen: 'cmf' | 'manual';
  fuente: string;
}

/** A value an admin enters by hand, with the reason (kept in the audit log). */
export interface ReferenceValueEntry {
  codigo: ReferenceCode;
  valor: number;
  fecha: string;
  motivo: string;
}
