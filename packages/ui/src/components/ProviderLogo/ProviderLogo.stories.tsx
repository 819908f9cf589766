import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { plainLogo, svgPicture } from '../../lib/sample-pictures';
import { ProviderLogo } from './ProviderLogo';

/** A square logo as a provider uploads it. */
const LOGO = plainLogo('#0b7285');
/** A wide logo: it fits inside the tile, nothing is cut. */
const WIDE_LOGO = svgPicture(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60"><rect width="240" height="60" rx="8" fill="#c2255c"/></svg>',
);

const meta = {
  title: 'Components/ProviderLogo',
  tags: ['autodocs', 'stable'],
  component: ProviderLogo,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — provider cards, recommended providers, the profile's visited providers; stories with a logo, a wide logo and none.

A provider's logo in a 56 px tile (\`size="md"\`: 48 px, a franchise's list of locations). The picture loads lazily with its width and height given (no
layout shift) and fits inside the tile (\`object-contain\`); without a logo a house on the
secondary colour stands in.

**When to use.** Beside a provider's name in a card or a list. The provider page's own header
shows its larger logo with \`ProviderHeader\`.

**Accessibility.** Decorative (\`alt=""\`, the stand-in's icon \`aria-hidden\`): the name beside it
says whose logo it is. The stand-in keeps a border in forced colours.

**Do**

- Pass the API's logo as it is, also when it is missing.

**Don't**

- Don't use it without the provider's name next to it.`,
      },
    },
  },
} satisfies Meta<typeof ProviderLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {
  args: { src: LOGO },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('img');
    await expect(logo).toHaveAttribute('alt', '');
    await expect(logo).toHaveAttribute('width', '56');
    await expect(logo).toHaveAttribute('height', '56');
    await expect(logo).toHaveAttribute('loading', 'lazy');
  },
};

export const WideLogo: Story = {
  args: { src: WIDE_LOGO },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('img');
    await expect(logo?.getBoundingClientRect().width).toBe(56);
    await expect(logo?.getBoundingClientRect().height).toBe(56);
  },
};

export const WithoutLogo: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const tile = canvasElement.querySelector('[data-slot="provider-logo"]');
    await expect(tile?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** The 48 px tile of a franchise's list of locations, without a logo: the stand-in keeps the names in line. */
export const MediumWithoutLogo: Story = {
  args: { src: null, size: 'md' },
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('[data-slot="provider-logo"]');
    await expect(tile?.getBoundingClientRect().width).toBe(48);
    await expect(tile?.getBoundingClientRect().height).toBe(48);
  },
};
