import { isLocalOrAddressHost, refusalOf } from './relay-guard';

describe('relay-guard', () => {
  it.each([
    ['localhost:5173', true],
    ['app.localhost:5173', true],
    ['127.0.0.1:4173', true],
    ['192.168.1.20:5173', true],
    ['[::1]:4173', true],
    ['ataque.example:4173', false],
    ['127.0.0.1.nip.io:4173', false],
    [undefined, false],
    ['', false],
  ])('takes %s as this machine or an address: %s', (host, expected) => {
    expect(isLocalOrAddressHost(host)).toBe(expected);
  });

  it('accepts a JSON POST of this same origin, with its charset', () => {
    expect(
      refusalOf('notificar', 'POST', {
        host: '127.0.0.1:4173',
        origin: 'http://127.0.0.1:4173',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json; charset=utf-8',
      }),
    ).toBeNull();
  });

  it('refuses a declared body over the limit before it is read', () => {
    expect(
      refusalOf('notificar', 'POST', {
        host: '127.0.0.1:4173',
        'content-type': 'application/json',
        'content-length': '1000000',
      })?.status,
    ).toBe(413);
  });
});
