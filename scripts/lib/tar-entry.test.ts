import { gzipSync } from 'node:zlib';
import { tarEntry } from './tar-entry';

/** A ustar entry: 512-byte header (name, octal size) and the data padded to 512 bytes. */
function entry(name: string, data: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  const body = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  body.write(data);
  return Buffer.concat([header, body]);
}

describe('tarEntry', () => {
  const archive = gzipSync(
    Buffer.concat([
      entry('a/uno.txt', 'x'.repeat(700)),
      entry('lib/dos.so', 'hola'),
      Buffer.alloc(1024),
    ]),
  );

  it('returns the named file, after entries of several blocks', () => {
    expect(Buffer.from(tarEntry(archive, 'lib/dos.so')).toString()).toBe('hola');
    expect(tarEntry(archive, 'a/uno.txt')).toHaveLength(700);
  });

  it('fails clearly when the file is not there', () => {
    expect(() => tarEntry(archive, 'no/existe')).toThrow('no contiene no/existe');
  });
});
