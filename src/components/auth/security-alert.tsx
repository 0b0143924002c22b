/**
 * A refusal from the backend (a wrong code, a code to wait for), in its own Spanish words, kept
 * until the next attempt: announced at once to screen readers.
 */
export function SecurityAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-urgent bg-urgent-soft px-3 py-2 text-sm text-urgent"
    >
      {message}
    </p>
  );
}
