import type { Preview } from '@storybook/react-vite';
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
  decorators: [
    (Story, { globals }) => {
      document.documentElement.lang = String(globals.locale ?? 'de');
      return <Story />;
    },
  ],
};

export default preview;
