import type { Preview } from '@storybook/react-vite';
import { I18nProvider, isLocaleLoaded, loadLocale } from '@kurse/i18n';
import { UiProvider } from '@kurse/ui';
import type { Locale } from '@kurse/i18n';
import '../packages/ui/src/styles.css';
import { WCAG_TAGS } from './wcag';

const viewports = Object.fromEntries(
  [375, 576, 768, 992, 1280].map((width) => [
    `w${width}`,
    {
      name: `${width} px`,
      styles: { width: `${width}px`, height: '800px' },
      type: width < 768 ? 'mobile' : 'desktop',
    },
  ]),
);

const toLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'de');

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
    viewport: { options: viewports },
    // Axe runs on every story and fails the story's test on any WCAG 2.2 AA violation.
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: WCAG_TAGS } } },
  },
  initialGlobals: { locale: 'de' },
  globalTypes: {
    locale: {
      description: 'Sprache / language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'de', title: 'Deutsch' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  loaders: [
    async ({ globals }) => {
      await loadLocale(toLocale(globals.locale));
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => {
      const locale = toLocale(globals.locale);
      return (
        <I18nProvider locale={isLocaleLoaded(locale) ? locale : 'de'}>
          <UiProvider>
            <Story />
          </UiProvider>
        </I18nProvider>
      );
    },
  ],
};

export default preview;
