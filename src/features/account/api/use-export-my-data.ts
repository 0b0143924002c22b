import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { buildDataExport, type DataExport } from '@/lib/privacy/data-export';
import type { MutationCallbacks } from './mutation-callbacks';

/** What the gathered data is for: the JSON file, or the printable page. */
export type ExportUse = 'descargar' | 'imprimir';

export interface GatheredData {
  use: ExportUse;
  at: Date;
  file: DataExport;
}

/** Access and portability: everything held about the person, gathered when they ask. */
export function useExportMyData({ onSuccess }: MutationCallbacks<GatheredData, ExportUse> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: async (use: ExportUse): Promise<GatheredData> => {
      const at = new Date();
      return { use, at, file: buildDataExport(await backend.misDatos.export(), at) };
    },
    onSuccess: (gathered, use) => onSuccess?.(gathered, use),
  });
}
