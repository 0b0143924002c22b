/**
 * The local servers' store of reference values (embedded mode): the database lives in each
 * visitor's browser, so the server keeps the source's values itself, in memory, with the same
 * rule as the database's `valores_referencia_vigentes`: for each value, the latest date not after
 * today. A restart forgets them; the next GET fetches again.
 */
import type { ReferenceCode } from '../../../src/lib/reference-values/bounds.ts';
import type { StoredReferenceValue } from '../../../src/lib/reference-values/answer.ts';
import type { FetchedValue } from './cmf-source.ts';
import type { ReferenceStore } from './handler.ts';

export function createMemoryReferenceStore(): ReferenceStore {
  const rows = new Map<string, FetchedValue & { fuente: string }>();
  return {
    inForce(today) {
      const best: Partial<Record<ReferenceCode, StoredReferenceValue>> = {};
      for (const row of rows.values()) {
        const current = best[row.codigo];
        if (row.fecha > today || (current && current.fecha >= row.fecha)) continue;
        best[row.codigo] = {
          valor: row.valor,
          fecha: row.fecha,
          origen: 'cmf',
          fuente: row.fuente,
        };
      }
      return Promise.resolve(best);
    },
    save(value, fuente) {
      rows.set(`${value.codigo}:${value.fecha}`, { ...value, fuente });
      return Promise.resolve();
    },
  };
}
