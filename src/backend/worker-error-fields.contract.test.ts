import { PGlite } from '@electric-sql/pglite';
import { toBackendError } from './errors';
import { keepDatabaseErrorFields, unpackDatabaseError } from './worker-error-fields';

// The browser's database runs in a worker, which hands the page an error's message only. On a
// real PGlite: whichever protocol call a query goes through, the rule's code and hint survive.

/** What PGlite's worker does with an error: a new Error from its message alone. */
const throughWorker = (error: unknown) => new Error((error as Error).message);

describe('the worker’s database', () => {
  it('packs the errors of every protocol call a query goes through', async () => {
    const db = await PGlite.create();
    try {
      keepDatabaseErrorFields(db);
      const refusal = (sql: string) =>
        db.query(sql).then(
          () => null,
          (error: unknown) => toBackendError(unpackDatabaseError(throughWorker(error))),
        );
      const raise = `do $$ begin raise exception 'Confirma que eres una persona para continuar.'
        using errcode = 'PT428', hint = 'verificacion_humana'; end $$`;
      // A query (execProtocolStream), and a transaction's statement.
      expect(await refusal(raise)).toMatchObject({
        code: 'verificacion_humana',
        sqlState: 'PT428',
        message: 'Confirma que eres una persona para continuar.',
      });
      const inTransaction = await db
        .transaction((tx) => tx.query(raise))
        .then(
          () => null,
          (error: unknown) => toBackendError(unpackDatabaseError(throughWorker(error))),
        );
      expect(inTransaction?.code).toBe('verificacion_humana');
    } finally {
      await db.close();
    }
  });
});
