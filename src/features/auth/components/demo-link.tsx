/**
 * Embedded mode cannot send e-mail: the link that would have been e-mailed is shown instead, with
 * a note saying why.
 */
export function DemoLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="rounded-lg border border-line bg-surface-2 p-3 text-sm text-ink">
      Modo demostración: no se envían correos. Usa este enlace:{' '}
      <a href={href} className="break-all text-link underline">
        {label}
      </a>
    </p>
  );
}
