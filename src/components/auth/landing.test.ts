import { accountLinks, homeForRole, landingAfterSignIn, safeNextPath } from './landing';

describe('landing after sign-in', () => {
  it.each([
    ['admin', '/admin'],
    ['abogado', '/panel'],
    ['cliente', '/mi-cuenta'],
    [null, '/mi-cuenta'],
  ] as const)('sends %s to %s', (role, path) => {
    expect(homeForRole(role)).toBe(path);
    expect(landingAfterSignIn(null, role)).toBe(path);
  });

  it('returns to the page that asked for the sign-in', () => {
    expect(landingAfterSignIn('/agendamiento?plan=laboral', 'admin')).toBe(
      '/agendamiento?plan=laboral',
    );
    expect(landingAfterSignIn('/mi-cuenta', 'cliente')).toBe('/mi-cuenta');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '', 'mi-cuenta'])(
    'ignores the unsafe next %j and goes to the role home',
    (next) => {
      expect(safeNextPath(next)).toBeNull();
      expect(landingAfterSignIn(next, 'abogado')).toBe('/panel');
    },
  );
});

describe('account links', () => {
  it('lists the screens each role may open', () => {
    const labels = (role: Parameters<typeof accountLinks>[0]) =>
      accountLinks(role).map((l) => l.label);
    expect(labels('admin')).toEqual(['Administración', 'Panel', 'Mi cuenta']);
    expect(labels('abogado')).toEqual(['Panel', 'Mi cuenta']);
    expect(labels('cliente')).toEqual(['Mi cuenta']);
    expect(labels(null)).toEqual(['Mi cuenta']);
  });
});
