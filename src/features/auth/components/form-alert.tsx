/** A form-level message (a refused sign-in, a link that expired), announced to screen readers. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg border border-urgent bg-urgent-soft px-3 py-2 text-sm text-urgent'
          : 'rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-success'
      }
    >
      {message}
    </p>
  );
}
