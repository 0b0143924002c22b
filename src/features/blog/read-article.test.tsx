import { render } from '@testing-library/react';
import Compraventa from './__fixtures__/compraventa-propiedades-guia.mdx';
import Despido from './__fixtures__/despido-injustificado.mdx';
import { MDX_COMPONENTS } from './components/mdx-components';
import { bodyHeadings } from './headings';
import { ArticleError, readArticle } from './read-article';

const TODAY = '2026-11-23';

const frontmatter = {
  id: 'despido-injustificado',
  title: '"Despido injustificado en Chile"',
  excerpt: '"Qué hacer si te despidieron sin causa válida, y en qué plazo."',
  category: 'Laboral',
  date: '2026-10-14',
  readTime: '"8 min"',
  views: '"0"',
  comments: '0',
  image: '/images/blog/laboral.svg',
  featured: 'true',
  urgent: 'false',
  related: '[calculo-indemnizacion, derechos-fundamentales]',
  cta: 'laboral',
};

const BODY =
  '\n## Qué es\n\nTexto.\n\n## Plazos y ¿cómo **reclamar**?\n\n### Detalle\n\n## Qué es\n';

function source(fields: Record<string, string> = {}, body = BODY): string {
  const yaml = Object.entries({ ...frontmatter, ...fields })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}`;
}

const FILE = 'src/content/blog/despido-injustificado.mdx';

describe('readArticle', () => {
  it('reads a valid article: metadata without views or comments, and its ## headings', () => {
    const meta = readArticle(FILE, source(), TODAY);
    expect(meta).toMatchObject({
      id: 'despido-injustificado',
      category: 'Laboral',
      featured: true,
    });
    expect(meta).not.toHaveProperty('views');
    expect(meta).not.toHaveProperty('comments');
    expect(meta.headings).toEqual([
      { id: 'que-es', text: 'Qué es' },
      { id: 'plazos-y-como-reclamar', text: 'Plazos y ¿cómo reclamar?' },
      { id: 'que-es-2', text: 'Qué es' },
    ]);
  });

  it.each([
    ['an unknown category', { category: 'Deportes' }, 'category'],
    ['a date in the future', { date: '2027-01-01' }, 'date'],
    ['a date that is not ISO', { date: '14/10/2026' }, 'date'],
    ['an id other than the file name', { id: 'otro-articulo' }, 'id'],
    ['a missing title', { title: '' }, 'title'],
    ['a field the format does not have', { autor: 'Ana' }, 'autor'],
    ['views as a number', { views: '120' }, 'views'],
    ['the image of another category', { image: '/images/blog/familia.svg' }, 'image'],
    ['an unknown call to action', { cta: 'premium' }, 'cta'],
    ['an excerpt over 200 characters', { excerpt: `"${'a'.repeat(201)}"` }, 'excerpt'],
  ])('rejects %s, naming the file and the field', (_case, fields, field) => {
    expect(() => readArticle(FILE, source(fields), TODAY)).toThrow(ArticleError);
    expect(() => readArticle(FILE, source(fields), TODAY)).toThrow(
      new RegExp(`${FILE.replaceAll('.', '\\.')}[\\s\\S]*${field}`),
    );
  });

  it('rejects a file without frontmatter, or whose body has its own h1', () => {
    expect(() => readArticle(FILE, '## Hola\n', TODAY)).toThrow(/frontmatter/);
    expect(() => readArticle(FILE, source({}, '\n# Otro título\n'), TODAY)).toThrow(/h1/);
  });
});

describe('compiled articles', () => {
  it('give their headings the ids the table of contents links to', () => {
    const { container } = render(<Despido components={MDX_COMPONENTS} />);
    const ids = [...container.querySelectorAll('h2')].map((h) => h.id);
    expect(ids).toEqual(
      bodyHeadings(BODY_OF_DESPIDO)
        .filter((h) => h.depth === 2)
        .map((h) => h.id),
    );
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.textContent).not.toContain('cta: laboral');
  });

  it('render <Checklist> as tick boxes and <Aviso> as a note', () => {
    const { getAllByRole } = render(<Compraventa components={MDX_COMPONENTS} />);
    expect(getAllByRole('checkbox')).toHaveLength(10);
    render(<Despido components={MDX_COMPONENTS} />);
    expect(document.querySelector('aside')?.textContent).toMatch(/90 UF/);
  });
});

const BODY_OF_DESPIDO = `
## Qué es un despido injustificado
## El plazo para reclamar
## Qué puedes cobrar
## Cómo reclamar
`;
