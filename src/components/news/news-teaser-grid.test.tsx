import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { NewsTeaser } from '@/content/marketing/shapes';
import { NewsTeaserGrid } from './news-teaser-grid';

const TEASER: NewsTeaser = {
  slug: 'ley-karin',
  fallback: '/laboral',
  title: 'Ley Karin',
  excerpt: 'Qué cambia.',
  date: '2026-11-12',
  readMinutes: 5,
  category: 'Laboral',
};

const LOOK = { article: 'card', title: 'title', link: 'link', meta: 'meta' };

describe('NewsTeaserGrid', () => {
  it('shows each teaser as an article under its label, linked while unpublished to its fallback', () => {
    render(
      <MemoryRouter>
        <NewsTeaserGrid items={[TEASER]} look={LOOK} label={(item) => <p>{item.category}</p>} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveClass('card');
    expect(within(card).getByText('Laboral')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Ley Karin' })).toHaveClass('title');
    expect(within(card).getByRole('link', { name: 'Ley Karin' })).toHaveAttribute(
      'href',
      '/laboral',
    );
    expect(within(card).getByText('Qué cambia.')).toBeInTheDocument();
    expect(within(card).getByText('12 de noviembre de 2026')).toHaveAttribute(
      'datetime',
      '2026-11-12',
    );
    expect(within(card).getByText(/5 min de lectura/)).toHaveClass('meta');
  });
});
