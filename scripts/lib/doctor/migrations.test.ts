import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkMigrations, localMigrationVersions, shortList } from './migrations';

const LOCAL = ['20261122000000', '20261122000100', '20261127000700'];

describe('the migrations applied', () => {
  it('reads the versions of the migration files only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migraciones-'));
    for (const file of ['20261127000700_b.sql', '20261122000000_a.sql', 'seed.sql', 'notas.md']) {
      fs.writeFileSync(path.join(dir, file), '');
    }
    expect(localMigrationVersions(dir)).toEqual(['20261122000000', '20261127000700']);
  });

  it.each([
    { applied: LOCAL, status: ['pass'], text: 'las 3 del repositorio están aplicadas' },
    {
      applied: LOCAL.slice(0, 1),
      status: ['fail'],
      text: 'faltan 2 de 3: 20261122000100, 20261127000700',
    },
    {
      applied: [...LOCAL, '20270101000000'],
      status: ['pass', 'warn'],
      text: 'el proyecto tiene 1 que este repositorio no tiene: 20270101000000',
    },
    { applied: null, status: ['warn'], text: 'no tiene historial de migraciones' },
  ])(
    'compares the project’s history with the repository ($status)',
    ({ applied, status, text }) => {
      const lines = checkMigrations(applied, LOCAL);
      expect(lines.map((line) => line.status)).toEqual(status);
      expect(lines.map((line) => line.detail).join('\n')).toContain(text);
    },
  );

  it('names the first few of a long list and counts the rest', () => {
    expect(shortList(['a', 'b', 'c'], 2)).toBe('a, b y 1 más');
  });
});
