import { Link } from 'react-router-dom';
import { savedArticles, toggleSaved } from '../saved-articles';

/** 'Guardados': the articles this reader saved, in this browser (nothing while it is empty). */
export default function SavedList() {
  const saved = savedArticles.useItems();
  if (saved.length === 0) return null;
  return (
    <section
      aria-labelledby="guardados"
      className="mt-6 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="guardados" className="font-bold text-ink">
        Guardados
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {saved.map((article) => (
          <li key={article.id} className="flex items-center justify-between gap-3">
            <Link to={`/blog/${article.id}`} className="text-link">
              {article.title}
            </Link>
            <button
              type="button"
              className="text-ink-muted underline hover:text-ink"
              onClick={() => toggleSaved(article)}
              aria-label={`Quitar de guardados: ${article.title}`}
            >
              Quitar
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
