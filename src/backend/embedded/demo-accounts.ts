import type { EmbeddedDatabase } from './database';
import type { Role } from '../port';

/**
 * The embedded mode's demo accounts; the login page lists them. The staff accounts have two-step
 * verification on, and the sign-in page offers their current code.
 */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS: readonly { email: string; role: Role; nombre: string }[] = [
  { email: 'admin@demo.cl', role: 'admin', nombre: 'Administración Demo' },
  { email: 'abogado@demo.cl', role: 'abogado', nombre: 'Abogada Demo' },
  { email: 'cliente@demo.cl', role: 'cliente', nombre: 'Cliente Demo' },
];

const ANY_USER = 'select exists (select 1 from auth.users) as found';

/** Creates the demo accounts on the first start only (an empty auth.users). */
export async function seedDemoAccounts(db: EmbeddedDatabase): Promise<boolean> {
  // The usual case, a database with accounts, in one round trip (a transaction takes three).
  const existing = await db.query<{ found: boolean }>(ANY_USER);
  if (existing.rows[0]?.found) return false;
  const seeded = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from auth.users');
    if ((rows[0]?.n ?? 0) > 0) return false;
    for (const account of DEMO_ACCOUNTS) {
      // Seeded with the address confirmed: nobody could follow a link for them.
      await tx.query('select embedded_auth.registrar($1, $2, $3, null, null, true)', [
        account.email,
        DEMO_PASSWORD,
        account.nombre,
      ]);
      await tx.query(
        'update public.profiles set role = $1 where user_id = (select id from auth.users where email = $2)',
        [account.role, account.email],
      );
      // Staff rights need two-step verification: the demo staff come with an authenticator
      // already set up, whose current code the sign-in page shows. Built into the site's
      // snapshot, its secret is the same in every browser; the page shows its codes to anyone
      // anyway, and each browser's database is its own.
      if (account.role !== 'cliente') {
        await tx.query(
          'select embedded_auth.crear_factor(id, true) from auth.users where email = $1',
          [account.email],
        );
      }
    }
    return true;
  });
  // PGlite may store a committed transaction only at the next statement outside one.
  if (seeded) await db.syncToFs();
  return seeded;
}
