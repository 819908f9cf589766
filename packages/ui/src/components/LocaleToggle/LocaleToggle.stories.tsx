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
  title: 'Components/LocaleToggle',
  tags: ['autodocs', 'stable'],
  component: LocaleToggle,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the language switch of the top navigation; stories for both languages, variants and keyboard.

The visible language switch: a \`Button\` that names the other language in that language ("English"
on German pages, "Deutsch" on English ones) and switches to it through \`useI18n().setLocale\`.

**When to use.** Once, in the page's frame (the top navigation). Not in forms: a form takes the
page's language.

**Accessibility.** The language name carries \`lang\`, so it is spoken in its own language;
screen readers hear "English (Sprache wechseln)". A normal button: Enter or Space switches.

**Do**

- Keep the icon (\`showIcon\`): it helps people who read neither language well.
- Place it where people look for it: the top navigation.

**Don't**

- Don't translate the language name into the page's language.
- Don't show flags instead of names.`,
      },
    },
  },
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
