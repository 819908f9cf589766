import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../components/Badge';
import { CatalogueText } from '../../components/Field/CatalogueText';
import { ThemeSurface } from '../../components/ThemeSurface';
import { plainLogo } from '../../lib/sample-pictures';
import { providerTheme } from '../../theme/theme';
import { ProviderHeader } from './ProviderHeader';

const de = messagesFor('de');
const en = messagesFor('en');

const LOGO = plainLogo('#0b7285');

const meta = {
  title: 'Components/ProviderHeader',
  tags: ['autodocs', 'stable'],
  component: ProviderHeader,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the top of provider and franchise pages; stories for name only and with a badge.

The top of a provider or franchise page: logo, name (the page's only \`h1\`), subtitle, the "Neu
dabei" badge (30 days or less, domain \`sinceBadge\`) and the hearts count. More badges come as
\`children\` (the franchise's partner badge). Colours come from the theme around it.

**When to use.** Once per provider or franchise page, inside a \`ThemeSurface\`.

**Accessibility.** The name is the page's \`h1\`, and \`titleId\` lets the page's article take its name
from it. The logo is decorative.

**Do**

- Put it inside the \`ThemeSurface\` of the page.
- Pass the article's \`aria-labelledby\` id as \`titleId\`.

**Don't**

- Don't add another \`h1\` to the page.
- Don't set text colours: the theme gives them.`,
      },
    },
  },
  args: {
    titleId: 'provider-title',
    provider: {
      name: 'Schwimmschule Seepferdchen',
      subTitle: 'Schwimmkurse für Babys und Kinder in Berlin',
      logo: LOGO,
      sinceDays: 12,
      heartsCount: 3,
    },
  },
  render: (args) => (
    <ThemeSurface theme={providerTheme({ backgroundColor: '#0b7285', template: 'standard' })}>
      <article aria-labelledby={args.titleId} className="p-6">
        <ProviderHeader {...args} />
      </article>
    </ThemeSurface>
  ),
} satisfies Meta<typeof ProviderHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New (12 days): logo, the page's h1 naming the article, subtitle, "Neu dabei" and the hearts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Schwimmschule Seepferdchen' });
    await expect(title).toHaveAttribute('id', 'provider-title');
    await expect(canvas.getByRole('article')).toHaveAccessibleName('Schwimmschule Seepferdchen');
    await expect(canvas.getByText(de.states.since.recently())).toBeVisible();
    await expect(canvas.getByText(de.provider.hearts({ count: 3 }))).toBeVisible();
  },
};

/** No logo, subtitle, age or hearts: only the name. */
export const NameOnly: Story = {
  args: { provider: { name: 'Kreativwerkstatt' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Kreativwerkstatt');
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByText(de.states.since.recently())).toBeNull();
  },
};

/** More badges after the others (a franchise's partner badge). */
export const WithBadge: Story = {
  args: {
    provider: { name: 'Kurse Franchise Nord', heartsCount: 0 },
    children: (
      <Badge variant="success">
        <CatalogueText get={(LL) => LL.franchise.partner()} />
      </Badge>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(de.provider.hearts({ count: 0 }))).toBeVisible();
    await expect(canvas.getByText(de.franchise.partner())).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en.provider.hearts({ count: 3 }))).toBeVisible();
  },
};
