import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSecrets, findSecretShapes } from './find-secrets';

describe('findSecrets', () => {
  it('names every built file that holds a secret, in any folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretos-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<p>hola</p>');
    fs.writeFileSync(
      path.join(dir, 'assets', 'index-abc.js'),
      'const u="https://hook.make.com/abc123xyz789";',
    );
    expect(findSecrets(dir, ['https://hook.make.com/abc123xyz789', 'corto'])).toEqual([
      { file: path.join('assets', 'index-abc.js'), secret: 'https://hook.make.com/abc123xyz789' },
    ]);
    expect(findSecrets(dir, ['https://hook.make.com/otro-distinto'])).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('findSecretShapes', () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = (claims: object) =>
    `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.firmaDeLaClave123`;

  it('finds a secret key or a service_role JWT, and lets the public keys be', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formas-'));
    const service = jwt({ iss: 'supabase', ref: 'abc', role: 'service_role' });
    fs.writeFileSync(path.join(dir, 'a.js'), `k="sb_secret_AbCdEf0123456789";`);
    fs.writeFileSync(path.join(dir, 'b.js'), `k="${service}";`);
    fs.writeFileSync(
      path.join(dir, 'c.js'),
      `k="${jwt({ iss: 'supabase', role: 'anon' })}";p="sb_publishable_AbCdEf0123456789";`,
    );
    expect(findSecretShapes(dir)).toEqual([
      { file: 'a.js', secret: 'sb_secret_AbCdEf0123456789' },
      { file: 'b.js', secret: service },
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});
