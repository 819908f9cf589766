import { I18nProvider, useI18n, type Locale } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LocaleToggle } from './LocaleToggle';

const onLocaleChange = fn();

/** Holds the locale like the app does, so pressing the toggle really switches the texts. */
function Switchable({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(useI18n().locale);
  return (
    <I18nProvider
      locale={locale}
      onLocaleChange={(next) => {
        onLocaleChange(next);
        setLocale(next);
      }}
    >
      {children}
    </I18nProvider>
  );
}

const meta = {
  title: 'Primitives/LocaleToggle',
  component: LocaleToggle,
  decorators: [
    (Story) => (
      <Switchable>
        <Story />
      </Switchable>
    ),
  ],
} satisfies Meta<typeof LocaleToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const button = screen.getByRole('button', { name: 'English (Sprache wechseln)' });
    await expect(button.querySelector('[lang="en"]')).toHaveTextContent('English');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const button = await screen.findByRole('button', { name: 'Deutsch (change language)' });
    await expect(button.querySelector('[lang="de"]')).toHaveTextContent('Deutsch');
  },
};

export const WithoutIcon: Story = { args: { showIcon: false } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const Keyboard: Story = {
  play: async () => {
    onLocaleChange.mockClear();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'English (Sprache wechseln)' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLocaleChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(button).toHaveAccessibleName('Deutsch (change language)'));
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onLocaleChange).toHaveBeenLastCalledWith('de');
    await waitFor(() => expect(button).toHaveAccessibleName('English (Sprache wechseln)'));
  },
};
