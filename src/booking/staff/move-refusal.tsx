/** A refused change, in the dialog that made it: the database's Spanish words, else `fallback`. */
export function MoveRefusal({ error, fallback }: { error: Error | null; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border border-urgent p-3 font-medium text-urgent">
      {error.message || fallback}
    </p>
  );
}
