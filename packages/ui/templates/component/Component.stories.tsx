import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Component, type ComponentProps } from './Component';

/** Component with a text from the catalogue (no UI string in code). */
function Example(props: ComponentProps) {
  const { LL } = useI18n();
  return <Component {...props}>{LL.ui.display.loading()}</Component>;
}

// Axe (WCAG 2.2 AA, .storybook/wcag.ts) runs on every story from the preview. A rule is switched
// off only here, with its reason: parameters: { a11y: { config: { rules: [{ id, enabled: false }] } } }.
const meta = {
  title: 'Components/Component',
  component: Component,
  argTypes: { tone: { control: 'select', options: ['neutral', 'primary'] } },
  render: (args) => <Example {...args} />,
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Wird geladen …');
    await expect(text).toHaveAttribute('data-variant', 'neutral');
  },
};

export const Primary: Story = { args: { tone: 'primary' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading …')).toBeVisible();
  },
};
