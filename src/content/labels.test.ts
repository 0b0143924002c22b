import { isSentenceCase } from '@/lib/format/text';
import { EMERGENCY_CARD, HOME_SERVICE_CARDS } from './catalogue/home-services';
import { PLANS } from './catalogue/plans';
import { company } from './company';
import { LEGAL_LINKS, MENU_GROUPS } from './navigation';
import { PRACTICE_AREAS } from './practice-areas';

/** A product keeps its name's capitals ('Contratos Express'); so do places and brands. */
const PROPER_NAMES = [
  ...Object.values(PLANS).map((plan) => plan.name),
  'E-commerce Compliance',
  company.name,
  'WhatsApp',
  'Santiago',
  'Chile',
];

describe('labels in Spanish sentence case', () => {
  it.each([
    ['the menu', MENU_GROUPS.flatMap((g) => [g.title, ...g.links.map((l) => l.label)])],
    ['the legal links', LEGAL_LINKS.map((l) => l.label)],
    ['the practice areas', PRACTICE_AREAS.map((a) => a.title)],
    ['the home cards', [...HOME_SERVICE_CARDS, EMERGENCY_CARD].map((c) => c.title)],
  ])('in %s', (_where, labels) => {
    expect(labels.filter((label) => !isSentenceCase(label, PROPER_NAMES))).toEqual([]);
  });
});
