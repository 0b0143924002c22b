// @vitest-environment jsdom
import { internalLinkTarget } from './internal-link-target';

function clickOn(html: string, init: Partial<MouseEvent> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-click]') ?? document.body;
  return internalLinkTarget(
    {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
      target,
      ...init,
    },
    window.location,
  );
}

describe('internalLinkTarget', () => {
  it('navigates in the app for a same-site link, also from an element inside it', () => {
    expect(clickOn('<a href="/privacidad" data-click>x</a>')).toBe('/privacidad');
    expect(clickOn('<a href="/blog?q=a#b"><span data-click>x</span></a>')).toBe('/blog?q=a#b');
  });

  it.each([
    ['another site', '<a href="https://example.com/x" data-click>x</a>', {}],
    ['an anchor on the same page', '<a href="#seccion" data-click>x</a>', {}],
    ['a new tab', '<a href="/x" target="_blank" data-click>x</a>', {}],
    ['a download', '<a href="/x.pdf" download data-click>x</a>', {}],
    ['mail', '<a href="mailto:a@b.cl" data-click>x</a>', {}],
    ['ctrl+click', '<a href="/x" data-click>x</a>', { ctrlKey: true }],
    ['a middle click', '<a href="/x" data-click>x</a>', { button: 1 }],
    ['a click already handled', '<a href="/x" data-click>x</a>', { defaultPrevented: true }],
    ['no link', '<p data-click>x</p>', {}],
  ])('leaves %s to the browser', (_name, html, init) => {
    expect(clickOn(html, init)).toBeNull();
  });
});
