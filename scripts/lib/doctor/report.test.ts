import { exitCode, fail, formatLine, formatReport, pass, redact, unknown, warn } from './report';

describe('the report', () => {
  it('writes one line per check, with its mark and its remedy', () => {
    expect(formatLine(pass('pg_net', 'activa'))).toBe('  ✓ pg_net: activa');
    expect(formatLine(fail('pg_cron', 'no está activa', 'actívala'))).toBe(
      '  ✗ pg_cron: no está activa → actívala',
    );
    expect(formatLine(warn('Claves', 'HS256'))).toBe('  ! Claves: HS256');
    expect(formatLine(unknown('TOTP', 'sin token', 'pasa --token'))).toBe(
      '  ? TOTP: sin token → pasa --token',
    );
  });

  it('fails the run only for failures, and says how many there are', () => {
    const fine = [{ title: 'A', lines: [pass('a', 'ok'), warn('b', 'ojo'), unknown('c', '?')] }];
    expect(exitCode(fine)).toBe(0);
    expect(formatReport('https://x.supabase.co', fine)).toContain(
      'Resultado: todo lo que el sitio necesita está en orden (1 aviso, 1 revisión pendiente).',
    );
    const broken = [...fine, { title: 'B', lines: [fail('d', 'mal'), fail('e', 'mal')] }];
    expect(exitCode(broken)).toBe(1);
    expect(formatReport('https://x.supabase.co', broken)).toMatch(
      /^Diagnóstico del proyecto https:\/\/x\.supabase\.co\n\nA\n {2}✓ a: ok\n[\s\S]*\n\nB\n {2}✗ d: mal\n {2}✗ e: mal\n\nResultado: 2 problemas por corregir \(1 aviso, 1 revisión pendiente\)\.\n$/,
    );
  });

  it('hides every secret it is given', () => {
    expect(
      redact('clave sb_secret_abc123 y token sbp_xyz789', ['sb_secret_abc123', 'sbp_xyz789', '']),
    ).toBe('clave [oculto] y token [oculto]');
  });
});
