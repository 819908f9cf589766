import type { Rolldown } from 'vite';

/**
 * A test matching the modules at these paths: a folder (`ui/src/components/Badge/`) takes all of
 * its files, a file is named without its extension (`features/src/core/lib/focus-on-mount`).
 * Paths start below `packages/`, or with `~/` for a dependency below `node_modules/`.
 */
export function modules(...paths: string[]): RegExp {
  const escape = (path: string) => {
    const body = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]');
    // A folder ends in a separator and takes all below it; a file is followed by its extension.
    return path.endsWith('/') ? body : `${body}\\.`;
  };
  const alternatives = paths.map((path) =>
    path.startsWith('~/')
      ? `node_modules[\\\\/]${escape(path.slice(2))}`
      : `packages[\\\\/]${escape(path)}`,
  );
  return new RegExp(`(${alternatives.join('|')})`);
}

/**
 * How the client's code is cut into files. Each file is a request on a phone's first load, and a
 * small file compresses worse than the same code inside a larger one, so the modules that the
 * same pages read travel together; what only some pages read stays apart. A group takes its
 * modules' dependencies along unless a group of a higher priority took them first.
 *
 * Measured with `npm run bench:bundle`, which prints every route's first load against its budget.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Everything the first paint needs: the shell, the frame, the router and the landing.
  { name: 'app', tags: ['$initial'], priority: 10 },
  // react-stately's controlled-state hook alone, ahead of the forms: otherwise the forms chunk
  // would carry it and the course page's disclosure would load all of the forms for it.
  {
    name: 'controlled-state',
    test: modules('~/react-stately/dist/private/utils/useControlledState'),
    priority: 7,
  },
  // The loader runtime and the provider scope, and the small parts almost every page after the
  // landing shows (the alert, the badge, a provider's logo, the not-found page, a brand colour's
  // contrast, the window's width, the addresses of courses): one chunk instead of ten small ones.
  {
    name: 'loader',
    test: modules(
      'features/src/core/loader/',
      'features/src/provider/scope/',
      'features/src/routes/provider-scope',
      'features/src/frame/not-found/NotFoundPage',
      'features/src/provider/home/looks-like-html',
      'features/src/provider/home/address-line',
      'features/src/provider/offers/course-path',
      'ui/src/components/Alert/',
      'ui/src/components/Badge/',
      'ui/src/components/ProviderLogo/',
      'ui/src/theme/contrast',
      'ui/src/lib/use-window-width',
    ),
    priority: 6,
  },
  // The forms' common parts (form, field, text and e-mail field, their checks, a refused form's
  // field messages) with the login form and its session actions: every page offers the login,
  // most have a form.
  {
    name: 'forms',
    test: modules(
      'ui/src/components/Form/',
      'ui/src/components/Field/',
      'ui/src/components/TextField/',
      'ui/src/components/EmailField/',
      'features/src/account/auth/LoginForm',
      'features/src/core/session/sign-in',
      'features/src/core/session/form-post',
      'features/src/core/lib/field-errors',
      'features/src/core/lib/form-fields',
    ),
    priority: 5,
  },
  // Berlin dates, the formatters of money, ranges, distances and lists with the date library they
  // read, and the texts of course facts (ages, validity) with the course list rules: every page
  // with courses, posts or rooms shows them.
  {
    name: 'dates',
    test: modules(
      'i18n/src/format/date',
      'i18n/src/format/intl',
      'i18n/src/format/intl-locales',
      'i18n/src/format/range',
      'i18n/src/format/bound',
      'i18n/src/format/money',
      'i18n/src/format/distance',
      'i18n/src/format/list',
      'i18n/src/format/percent',
      'i18n/src/use-format',
      'i18n/src/messages/labels',
      'domain/src/berlin-time',
      'domain/src/on-demand',
      'domain/src/age',
      'domain/src/courses',
    ),
    priority: 5,
  },
  // An event's offer as the course, booking, contract and checkout pages show it: its type and
  // dates in a disclosure, participants, password and product price.
  {
    name: 'offer',
    test: modules(
      'features/src/course/events/EventTypeInfo',
      'features/src/course/events/use-event-password',
      'features/src/contracts/form/use-product-price',
      'domain/src/participants',
      'ui/src/components/Disclosure/Disclosure',
    ),
    priority: 4,
  },
  // The course page and what the event page reads of it: below the groups above, so that the
  // parts other pages share stay in theirs.
  {
    name: 'course',
    test: modules(
      'features/src/routes/course',
      'features/src/course/page/',
      'features/src/course/events/LazyPasswordGate',
      'features/src/course/events/offers',
      'features/src/course/events/EventOffers',
      'features/src/course/events/EventItem',
      'features/src/course/events/EventsList',
      'features/src/booking/waiting-list/LazyWaitingListFields',
      'features/src/booking/waiting-list/WaitingListForm',
      'features/src/core/lib/focus-on-mount',
      'ui/src/components/TagGroup/TagGroup.variants',
    ),
    priority: 3,
    includeDependenciesRecursively: false,
  },
  // The parts of the booking form the event and the contract pages share: customer and item
  // fields, consents, checkboxes, radio groups and the summary.
  {
    name: 'booking-form',
    test: modules(
      'features/src/booking/form/use-booking-form',
      'features/src/booking/form/form-parts',
      'features/src/booking/form/FormSection',
      'features/src/booking/form/BookingItemsFields',
      'features/src/booking/form/focus-item-error',
      'features/src/booking/form/consent-links',
      'features/src/booking/form/ConsentField',
      'features/src/booking/form/CustomerFields',
      'features/src/booking/form/customer-field-order',
      'features/src/core/session/expiry',
      'domain/src/session',
      'domain/src/booking-summary',
      'domain/src/checkout-order',
      'domain/src/booking-items',
      'i18n/src/format/country-name',
      'ui/src/components/Select/LazyCountrySelect',
      'ui/src/components/Checkbox/',
      'ui/src/components/CheckboxGroup/',
      'ui/src/components/RadioGroup/',
      'ui/src/components/NumberField/NumberField.variants',
      'ui/src/components/NumberField/NumberFieldStandIn',
      'ui/src/components/NumberField/LazyNumberField',
      'ui/src/marketplace/BookingSummaryView/',
      '~/react-aria/dist/private/checkbox/',
      '~/react-aria/dist/private/radio/',
      '~/react-aria/dist/private/toggle/',
      '~/react-aria/dist/private/utils/useSlot',
      '~/react-stately/dist/private/checkbox/',
      '~/react-stately/dist/private/radio/',
      '~/react-aria-components/dist/private/Checkbox',
      '~/react-aria-components/dist/private/RadioGroup',
    ),
    priority: 2,
    includeDependenciesRecursively: false,
  },
];
