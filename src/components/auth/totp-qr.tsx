import { useMemo } from 'react';
import { encode } from 'uqr';

/** Light modules around the code: scanners need 4 to find its edges (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * The dark modules as one SVG path, a rectangle per horizontal run: far fewer nodes than a
 * rectangle per module, and nothing to escape since it is built from numbers only.
 */
function darkModulesPath(data: readonly (readonly boolean[])[]): string {
  const commands: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      commands.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return commands.join('');
}

/**
 * The otpauth:// URI of a new factor as a QR code, drawn here: the secret never leaves the page
 * (no image service, no data: URL). Black on white whatever the theme, since some scanners
 * cannot read an inverted code; error correction M survives a glare on the screen.
 */
export function TotpQr({ uri, className }: { uri: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(uri, { ecc: 'M', border: QUIET_ZONE });
    return { size: qr.size, path: darkModulesPath(qr.data) };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label="Código QR para tu aplicación de autenticación"
      viewBox={`0 0 ${size} ${size}`}
      width={size * 4}
      height={size * 4}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
