import { Bookmark, Share2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { savedArticles, toggleSaved, type SavedArticle } from '../saved-articles';

type ShareState = 'idle' | 'copied' | 'failed';

/** Share (the system's share sheet, else the link copied) and Save (the local reading list). */
export function ArticleActions(article: SavedArticle) {
  const saved = savedArticles.useItems().some((item) => item.id === article.id);
  const [share, setShare] = useState<ShareState>('idle');

  const onShare = async () => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setShare('copied');
    } catch {
      setShare('failed');
    }
  };

  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClass('secondary', 'px-4 py-2 text-sm')}
        onClick={() => void onShare()}
      >
        <Share2 aria-hidden="true" className="size-4" />
        Compartir
      </button>
      <button
        type="button"
        aria-pressed={saved}
        className={buttonClass('secondary', 'px-4 py-2 text-sm')}
        onClick={() => toggleSaved(article)}
      >
        <Bookmark aria-hidden="true" className={saved ? 'size-4 fill-current' : 'size-4'} />
        Guardar
      </button>
      <p role="status" className="text-sm text-ink-muted">
        {share === 'copied' && 'Enlace copiado'}
        {share === 'failed' && 'No se pudo copiar el enlace: cópialo desde la barra de direcciones'}
      </p>
    </div>
  );
}
