import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Components/Icon',
  tags: ['autodocs', 'stable'],
  component: Icon,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — every icon of the app comes from this set; stories for decorative, labelled and the whole set.

An icon of the product set (\`iconNames\`) as inline SVG, sized \`xs\` 12 px to \`xl\` 32 px (\`md\` 20 px
by default), drawn in the current text colour.

**When to use.** Next to a text that says the same, or alone when a \`label\` gives it a name (the
pushed star). For a button with only an icon, put the icon in a \`Button\` with \`size="icon"\` and an
\`aria-label\` on the button.

**Accessibility.** Without \`label\` it is decorative and hidden from screen readers
(\`aria-hidden\`); with \`label\` it is an image with that name. Colours follow the text, so it stays
visible in forced-colours mode.

**Do**

- Colour it with a text token (\`text-muted-foreground\`).
- Give it a \`label\` only when nothing next to it says the same.

**Don't**

- Don't import icons from another set: add them to \`icons.ts\`.
- Don't label an icon inside a labelled button: it is read twice.`,
      },
    },
  },
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
