import { base32Decode, base32Encode, otpauthUri, totpCode, totpStep } from './totp';

/** The SHA-1 seed of RFC 6238 Appendix B: ASCII "12345678901234567890". */
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('totpCode', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 vector at T = %i s', async (seconds, expected) => {
    expect(await totpCode(RFC_SECRET, totpStep(seconds * 1000), 8)).toBe(expected);
  });

  it('gives 6 digits by default: the last 6 of the 8-digit code, zero-padded', async () => {
    expect(await totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(await totpCode(RFC_SECRET, totpStep(1111111109_000))).toBe('081804');
  });

  it('reads the secret as people type it: lower case and spaces', async () => {
    const typed = RFC_SECRET.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(await totpCode(typed, totpStep(59_000), 8)).toBe('94287082');
  });

  it('refuses a step that is not a counter', async () => {
    await expect(totpCode(RFC_SECRET, -1)).rejects.toThrow(RangeError);
    await expect(totpCode(RFC_SECRET, 1.5)).rejects.toThrow(RangeError);
  });
});

describe('totpStep', () => {
  it('counts 30-second steps since the epoch', () => {
    expect(totpStep(0)).toBe(0);
    expect(totpStep(29_999)).toBe(0);
    expect(totpStep(30_000)).toBe(1);
    expect(totpStep(59_000)).toBe(1);
  });
});

describe('base32', () => {
  it('encodes RFC 4648 test vectors without padding', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [text, encoded] of cases) {
      expect(base32Encode(new TextEncoder().encode(text))).toBe(encoded);
      expect(new TextDecoder().decode(base32Decode(encoded))).toBe(text);
    }
  });

  it('round-trips every byte value and every length up to a 20-byte secret', () => {
    for (let length = 0; length <= 20; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 53 + length * 17) % 256);
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base32Decode(base32Encode(all))).toEqual(all);
  });

  it('decodes ignoring case, spaces and padding', () => {
    expect(base32Decode('mzxw 6ytb oi======')).toEqual(base32Decode('MZXW6YTBOI'));
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow('Carácter inválido en base32: 1');
  });
});

describe('otpauthUri', () => {
  it("follows Google's Key URI format, with the label's parts encoded", () => {
    expect(
      otpauthUri({
        issuer: 'Punto Legal',
        account: 'ana@ejemplo.cl',
        secret: 'jbsw y3dp ehpk 3pxp',
      }),
    ).toBe(
      'otpauth://totp/Punto%20Legal:ana%40ejemplo.cl?secret=JBSWY3DPEHPK3PXP&issuer=Punto%20Legal&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('refuses a colon inside the issuer or the account, and a secret that is not base32', () => {
    expect(() => otpauthUri({ issuer: 'A:B', account: 'x', secret: 'MZXW6' })).toThrow();
    expect(() => otpauthUri({ issuer: 'A', account: 'x:y', secret: 'MZXW6' })).toThrow();
    expect(() => otpauthUri({ issuer: 'A', account: 'x', secret: 'MZXW0' })).toThrow();
  });
});
