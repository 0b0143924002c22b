/**
 * The ceilings of unverified bookings and emergency requests (private.topes_sin_verificar), which
 * a firm may change. A test of another rule books as many invented people as it needs; it raises
 * them, as a busy firm may, so that it tests its own rule and not the human check (tested in
 * verificacion-reservas.test.ts at the shipped values).
 */
import type { TestDatabase } from '../test-database';

export async function raiseUnverifiedCeilings(database: TestDatabase): Promise<void> {
  await database.db.query('update private.topes_sin_verificar set reservas = 200, urgentes = 50');
}
