import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { documentError, isValidDocument, type DocumentType } from '@/lib/identity/document';

type WithDocument = FieldValues & { tipoDocumento: DocumentType; rut: string };

/**
 * The form's resolver, plus the document number checked against its type whatever the other
 * fields hold: the schema's own check of the pair waits until no field is missing, and the
 * person should see a wrong number as soon as they leave it.
 */
export function withDocumentCheck<T extends WithDocument>(resolver: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const rut = values.rut.trim();
    if ('rut' in result.errors || rut === '' || isValidDocument(values.tipoDocumento, rut))
      return result;
    const errors = {
      ...result.errors,
      rut: { type: 'custom', message: documentError(values.tipoDocumento) },
    } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
