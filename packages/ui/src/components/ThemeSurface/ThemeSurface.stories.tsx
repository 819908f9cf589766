import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { franchiseTheme, providerTheme } from '../../theme/theme';
import { ThemeSurface } from './ThemeSurface';

/** Server data as a provider page header shows it (content, not interface text). */
const provider = {
  name: 'Schwimmschule Seepferdchen',
  subTitle: 'Babyschwimmen und Kinderkurse in Köln',
};

function Sample() {
  return (
    <div className="p-8">
      <p className="text-2xl font-semibold">{provider.name}</p>
      <p>{provider.subTitle}</p>
    </div>
  );
}

const meta = {
  title: 'Components/ThemeSurface',
  tags: ['autodocs', 'stable'],
  component: ThemeSurface,
  args: { theme: null, children: <Sample /> },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `**Status: stable** — provider and franchise pages; a story per template and colour.

A page area in a provider's or franchise's colours: their gradient behind, and the foreground
(black or white) that reads best on it. \`theme\` comes from \`providerTheme\` or \`franchiseTheme\`;
\`null\` shows the plain page background. Cards inside keep their own surface colours.

**When to use.** For the top of a provider's or franchise's pages, where their colours belong.
Everywhere else use the page's own tokens.

**Accessibility.** The foreground reaches at least 4.5:1 on every colour the server may send,
along the whole gradient (see Docs/Tokens). In forced-colours mode the area uses system colours.

**Do**

- Build the theme with \`providerTheme\` / \`franchiseTheme\`, never from raw colours.
- Put text that must stay readable in cards inside the surface.

**Don't**

- Don't set text colours of your own inside it.
- Don't nest two themed surfaces.`,
      },
    },
  },
} satisfies Meta<typeof ThemeSurface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The clean template: no gradient. */
export const Clean: Story = {
  args: { theme: providerTheme({ template: 'clean', backgroundColor: '#0e7490' }) },
  play: async ({ canvasElement }) => {
    const surface = canvasElement.querySelector('[data-slot="theme-surface"]');
    await expect(surface).toHaveAttribute('data-themed', 'false');
  },
};
/** A dark provider colour: white text. */
export const ProviderDark: Story = {
  args: { theme: providerTheme({ template: 'standard', backgroundColor: '#0e7490' }) },
};
/** A light provider colour: black text. */
export const ProviderLight: Story = {
  args: { theme: providerTheme({ template: 'card', backgroundColor: '#fde68a' }) },
};
/** A mid-tone colour, where the choice of foreground matters most. */
export const ProviderMidTone: Story = {
  args: { theme: providerTheme({ template: 'standard', backgroundColor: '#e0457b' }) },
};
/** A franchise without a colour (or black): the purple-to-red default. */
export const FranchiseDefault: Story = {
  args: { theme: franchiseTheme('#000000') },
  play: async ({ canvasElement }) => {
    const surface = within(canvasElement).getByText(/.+/, { selector: 'p.text-2xl' });
    await expect(getComputedStyle(surface).color).toBe('rgb(255, 255, 255)');
  },
};
/** A franchise with its primary colour. */
export const FranchiseColour: Story = { args: { theme: franchiseTheme('#f59e0b') } };
