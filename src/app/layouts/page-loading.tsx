/** Shown while a page's code downloads on a first visit to a client-rendered page. */
export function PageLoading() {
  return (
    <p role="status" className="min-h-[60vh] px-6 py-20 text-center text-ink-muted">
      Cargando...
    </p>
  );
}
