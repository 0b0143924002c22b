import {
  charLength,
  isValidEmail,
  isValidName,
  isValidPhone,
  isValidShortText,
  isVisibleText,
  trimSpaces,
} from './fields';

describe('isValidName', () => {
  it.each([
    'María José Pérez',
    "Bernardo O'Higgins",
    'Ana-Luisa Núñez',
    'J. R. Tolkien',
    'Zoë Çelik',
    '李小龙',
  ])('accepts %s', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['one letter', 'A'],
    ['only spaces and separators', " - . '"],
    ['only tabs', '\t\t\t'],
    ['zero-width spaces', 'A\u200B\u200B'],
    ['a bidirectional override', 'Ana\u202Eazla'],
    ['control characters', 'Ana\u0007'],
    ['digits', 'Ana 2'],
    ['markup', '<b>Ana</b>'],
    ['an address', 'ana@ejemplo.cl'],
    ['121 characters', 'a'.repeat(121)],
  ])('refuses %s', (_case, name) => {
    expect(isValidName(name)).toBe(false);
  });

  it('counts characters as the database does, not UTF-16 units', () => {
    expect(charLength('𝒜𝒷')).toBe(2);
    expect(isValidName('𝒜'.repeat(120))).toBe(true);
  });
});

describe('isValidEmail', () => {
  it.each(['ana@ejemplo.cl', 'ana.perez+reservas@sub.ejemplo.com', 'a_b-c%d@x-y.io'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '<script>@x.cl',
    'ana@ejemplo',
    'ana@@ejemplo.cl',
    'ana perez@ejemplo.cl',
    'ana@-ejemplo.cl',
    'ana@ejemplo.c',
    '"ana"@ejemplo.cl',
    `${'a'.repeat(65)}@ejemplo.cl`,
    `ana@${'b'.repeat(250)}.cl`,
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isValidPhone', () => {
  it.each(['+56 9 1234 5678', '912345678', '(2) 2938-4120', '+56229384120'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each([
    '1234567',
    '+56 9 1234 5678 1234 5',
    '<b>912345678</b>',
    '9123 4567 x',
    '1'.repeat(21),
    `+569${'0'.repeat(8_000_000)}`,
  ])('refuses %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('text rules', () => {
  it('lets a description span lines, but not hide characters', () => {
    expect(isVisibleText('Línea uno\nLínea dos\ttabulada', true)).toBe(true);
    expect(isVisibleText('Línea uno\nLínea dos', false)).toBe(false);
    expect(isVisibleText('texto\u200Boculto', true)).toBe(false);
  });

  it('keeps short texts free of markup', () => {
    expect(isValidShortText('Ferretería Sur & Cía. Ltda.', 120)).toBe(true);
    expect(isValidShortText('<img src=x>', 120)).toBe(false);
    expect(isValidShortText('x'.repeat(121), 120)).toBe(false);
  });

  it('trims spaces only, as the database does', () => {
    expect(trimSpaces('  Ana  ')).toBe('Ana');
    expect(trimSpaces('\tAna')).toBe('\tAna');
  });
});
