import {
  AGE_GROUPS,
  CATEGORY_SPACES,
  LOCATION_TYPES,
  PAYMENT_METHODS,
  VALIDITY_PERIODS,
  footerLinks,
  providerMenuEntries,
  type AvailabilityState,
  type BookingStatus,
  type ContractBadge,
  type RedirectFailureKey,
  type ValidationError,
} from '@kurse/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import de from './catalogue/de';
import en from './catalogue/en';
import { argumentNames, flatten, type CatalogueNode } from './test/catalogue';

const german = flatten(de as CatalogueNode);
const english = flatten(en as CatalogueNode);

describe('the catalogues', () => {
  it('have texts in every namespace of the spec', () => {
    expect(Object.keys(de)).toEqual(
      expect.arrayContaining([
        'common',
        'nav',
        'errors',
        'fields',
        'validation',
        'states',
        'search',
        'booking',
        'account',
        'contracts',
        'rooms',
        'blog',
        'provider',
        'franchise',
      ]),
    );
    expect(german.size).toBeGreaterThan(500);
  });

  it('have no empty text in German or English', () => {
    const empty = [...german, ...english].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('have exactly the same keys in both locales', () => {
    expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
  });

  it('have the same argument names per key in both locales', () => {
    const differing = [...german].filter(
      ([path, text]) =>
        argumentNames(text).join() !== argumentNames(english.get(path) ?? '').join(),
    );
    expect(differing).toEqual([]);
  });
});

describe('keys that follow domain keys', () => {
  const keys = (node: object) => Object.keys(node);

  it('cover every value of the domain lists', () => {
    expect(keys(de.search.spaces)).toEqual(expect.arrayContaining([...CATEGORY_SPACES]));
    expect(keys(de.search.ageGroups)).toEqual([...AGE_GROUPS]);
    expect(keys(de.search.locationTypes).sort()).toEqual([...LOCATION_TYPES].sort());
    expect(keys(de.booking.payment.methods)).toEqual([...PAYMENT_METHODS]);
    expect(keys(de.states.validity)).toEqual([...Object.values(VALIDITY_PERIODS), 'unlimited']);
    const links = footerLinks({ hasTerms: true, hasPrivacyPolicy: true });
    expect(keys(de.nav.footer)).toEqual(expect.arrayContaining(links));
    expect(keys(de.nav.bottomMenu)).toEqual(expect.arrayContaining(providerMenuEntries({})));
  });

  it('cover every member of the domain key types', () => {
    expectTypeOf(de.states.availability).toExtend<Record<AvailabilityState, string>>();
    expectTypeOf(de.states.booking).toExtend<Record<BookingStatus, string>>();
    expectTypeOf(de.states.contract).toExtend<Record<ContractBadge['label'], string>>();
    expectTypeOf(de.booking.errors.redirect).toExtend<Record<RedirectFailureKey, string>>();
    expectTypeOf(de.validation).toExtend<Record<ValidationError['key'], string>>();
  });
});

describe('argumentNames', () => {
  it('reads plain, typed and plural-key arguments but not plural forms', () => {
    expect(argumentNames('Noch {count:number} {{Platz|Plätze}} frei')).toEqual(['count']);
    expect(argumentNames('{b} und {a|upper}')).toEqual(['a', 'b']);
    expect(argumentNames('{{count:pro Tag|alle ?? Tage}}')).toEqual(['count']);
    expect(argumentNames('Keine Argumente')).toEqual([]);
  });
});
