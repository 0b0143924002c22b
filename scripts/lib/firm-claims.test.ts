import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FirmStats } from '../../src/components/layout/firm-stats';
import { unsourcedFirmClaims } from './firm-claims';

const page = (body: string) => `<html><head></head><body>${body}</body></html>`;

describe('unsourcedFirmClaims', () => {
  // The figures the site stated before they had to come from the company facts.
  it.each([
    ['<dl><div><dt>casos ganados</dt><dd>1.247</dd></div></dl>', 'ganados 1.247'],
    ['<dt>de éxito</dt><dd>98%</dd>', 'éxito 98%'],
    ['<p>+10 años de experiencia</p>', '+10 años'],
    ['<dt>años de litigación penal del equipo</dt><dd>15+</dd>', 'litigación penal del equipo 15+'],
    ['<dd>95%</dd> de causas penales con resultado favorable', '95% de causas'],
    ['<p>85% de absoluciones en juicio</p>', '85% de absoluciones'],
    ['<dd>$100M+</dd><dt>en patrimonio de clientes protegido</dt>', '$100M+'],
    ['<p>92% de éxito en litigios civiles</p>', '92% de éxito'],
    ['<p>85% de recuperación en cobranzas</p>', '85% de recuperación'],
    ['<p>70%</p><p>de la deuda recuperada, en promedio</p>', '70% de la deuda recuperada'],
    ['<p>40% de ahorro frente a honorarios por hora</p>', '40% de ahorro'],
    ['<p>500+ clientes defendidos</p>', '500+ clientes'],
  ])('flags %s', (html, claim) => {
    expect(unsourcedFirmClaims(page(html))).toContain(claim);
  });

  it('accepts the firm figures rendered from the company facts, with their basis', () => {
    const html = renderToStaticMarkup(
      createElement(FirmStats, {
        figures: ['experience', 'chatReply', 'emergency', 'lawyerContact'],
      }),
    );
    expect(html).toContain('Según registros del estudio al');
    expect(unsourcedFirmClaims(page(html))).toEqual([]);
  });

  it('leaves the law alone: percentages and periods that are not about the firm', () => {
    const legal =
      '<p>El mínimo es el 40% del ingreso mínimo para un hijo y el 30% por cada hijo; el tope ' +
      'es el 50% de las rentas. Plazo de 60 días hábiles; 6 a 11 meses; recargo de +40 %.</p>' +
      '<table><tr><td>+40 %</td></tr><tr><td>Cónyuge</td></tr></table>';
    expect(unsourcedFirmClaims(page(legal))).toEqual([]);
  });
});
