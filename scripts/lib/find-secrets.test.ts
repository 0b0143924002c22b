import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSecrets } from './find-secrets';

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
