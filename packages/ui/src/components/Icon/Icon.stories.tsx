import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'pin', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

function LabelledIcon() {
  const { LL } = useI18n();
  return (
    <Icon
      name="star"
      size="lg"
      className="text-warning-strong"
      label={LL.ui.display.examples.starred()}
    />
  );
}

/** An icon that carries meaning on its own gets a name from the catalogue. */
export const Labelled: Story = {
  render: () => <LabelledIcon />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Empfohlen' })).toBeVisible();
  },
};

export const LabelledEnglish: Story = {
  render: () => <LabelledIcon />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Featured' })).toBeVisible();
  },
};

/** The whole product set with the names to pass as `name`. */
export const AllIcons: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
      {iconNames.map((name) => (
        <li
          key={name}
          className="flex flex-col items-center gap-2 rounded-md border border-border bg-surface p-3 text-surface-foreground"
        >
          <Icon name={name} size="lg" />
          <code className="text-sm">{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="icon"]')).toHaveLength(
      iconNames.length,
    );
  },
};
