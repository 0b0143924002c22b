/** A refused send, announced to screen readers, above the form it is about. */
export function FormAlert({ message }: { message: string | null }) {
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
