/**
 * Time-based one-time passwords (RFC 6238) with the browser's WebCrypto, as authenticator apps
 * make them: HMAC-SHA1, 30-second steps. It runs in browsers and in Node 20+ (globalThis.crypto),
 * for the embedded demo's hint and for end-to-end tests; the backends verify codes themselves.
 */

/** RFC 4648 base32: the alphabet authenticator apps read secrets in. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Seconds per code, the value every common authenticator app assumes. */
export const TOTP_PERIOD_SECONDS = 30;

/** Base32 as apps print it, without what people copy along: spaces, padding, lower case. */
function normalizeBase32(text: string): string {
  return text.replace(/\s+/g, '').replace(/=+$/, '').toUpperCase();
}

/** Base32 text to bytes: case, spaces and trailing padding are ignored. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of normalizeBase32(text)) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Carácter inválido en base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
      value &= (1 << bits) - 1;
    }
  }
  return Uint8Array.from(bytes);
}

/** Bytes to base32, unpadded (the otpauth URI format wants no '='). */
export function base32Encode(bytes: Uint8Array): string {
  let text = '';
  let value = 0;
  let bits = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += ALPHABET.charAt((value >>> bits) & 31);
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) text += ALPHABET.charAt((value << (5 - bits)) & 31);
  return text;
}

/** The 30-second step an instant falls in: the counter of RFC 6238. */
export function totpStep(epochMs: number): number {
  return Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a step (RFC 4226 dynamic truncation of HMAC-SHA1), zero-padded to `digits`. */
export async function totpCode(secretBase32: string, step: number, digits = 6): Promise<string> {
  if (!Number.isSafeInteger(step) || step < 0) throw new RangeError(`Paso inválido: ${step}`);
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    base32Decode(secretBase32),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  // A typed array rather than a bare ArrayBuffer: test DOMs (jsdom) swap the global ArrayBuffer
  // for one WebCrypto does not accept, while typed arrays stay the engine's own.
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setBigUint64(0, BigInt(step));
  const mac = new DataView(await globalThis.crypto.subtle.sign('HMAC', key, counter));
  const offset = mac.getUint8(mac.byteLength - 1) & 0x0f;
  const binary = mac.getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The otpauth:// URI a QR code carries (Google's Key URI format): label ISSUER:ACCOUNT, each part
 * URL-encoded, and the issuer repeated as a parameter, which newer apps prefer. Neither part may
 * hold a colon, since apps split the label on it.
 */
export function otpauthUri({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  if (issuer.includes(':') || account.includes(':'))
    throw new Error('El emisor y la cuenta no pueden contener ":"');
  base32Decode(secret); // throws on a character that is not base32
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = [
    `secret=${normalizeBase32(secret)}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    'digits=6',
    `period=${TOTP_PERIOD_SECONDS}`,
  ];
  return `otpauth://totp/${label}?${params.join('&')}`;
}
