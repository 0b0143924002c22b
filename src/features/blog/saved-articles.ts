import { localListStore } from './local-list-store';
import { SAVED_ARTICLES_KEY } from './widget-storage';

/** An article in the reader's list: its title is kept too, so the list shows without metadata. */
export interface SavedArticle {
  id: string;
  title: string;
}

const isSaved = (item: unknown): item is SavedArticle =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as SavedArticle).id === 'string' &&
  typeof (item as SavedArticle).title === 'string';

/** 'Guardados': the local reading list (this browser only; nothing is sent anywhere). */
export const savedArticles = localListStore(SAVED_ARTICLES_KEY, isSaved);

export function toggleSaved(article: SavedArticle): void {
  const list = savedArticles.read();
  savedArticles.write(
    list.some((item) => item.id === article.id)
      ? list.filter((item) => item.id !== article.id)
      : [...list, article],
  );
}
