import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { TotpQr } from './totp-qr';

const URI =
  'otpauth://totp/Punto%20Legal:ana%40ejemplo.cl?secret=JBSWY3DPEHPK3PXP&issuer=Punto%20Legal&algorithm=SHA1&digits=6&period=30';
const OTHER = URI.replace('JBSWY3DPEHPK3PXP', 'KRSXG5CTMVRXEZLU');

function renderedQr(uri: string) {
  const { unmount } = render(<TotpQr uri={uri} />);
  const svg = screen.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' });
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  const viewBox = svg.getAttribute('viewBox');
  unmount();
  return { d, viewBox };
}

/** The modules the path paints, read back from its runs ("M{x} {y}h{n}v1h-{n}z"). */
function paintedModules(d: string): Set<string> {
  const painted = new Set<string>();
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(n); i++) painted.add(`${Number(x) + i},${y}`);
  return painted;
}

describe('TotpQr', () => {
  it('draws exactly the dark modules of the URI, inside a 4-module quiet zone', () => {
    const { d, viewBox } = renderedQr(URI);
    const qr = encode(URI, { ecc: 'M', border: 4 });
    const expected = new Set<string>();
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) expected.add(`${x},${y}`);
      });
    });

    expect(viewBox).toBe(`0 0 ${qr.size} ${qr.size}`);
    expect(paintedModules(d)).toEqual(expected);
    const coordinates = [...expected].map((p) => p.split(',').map(Number));
    expect(Math.min(...coordinates.flat())).toBe(4);
    expect(Math.max(...coordinates.flat())).toBe(qr.size - 5);
  });

  it('draws a different code for a different URI', () => {
    expect(renderedQr(URI).d).not.toBe(renderedQr(OTHER).d);
  });

  it('is drawn in the page: no image, no data: URL, no markup injected', () => {
    const { container } = render(<TotpQr uri={URI} />);
    expect(container.querySelector('img, image, foreignObject')).toBeNull();
    expect(container.innerHTML).not.toContain('data:');
    expect(container.innerHTML).not.toContain('otpauth');
  });
});
