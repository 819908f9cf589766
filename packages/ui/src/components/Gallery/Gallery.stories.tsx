import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { svgPicture } from '../../lib/sample-pictures';
import { Gallery, type GalleryImage, type GalleryProps } from './Gallery';

/** An offline placeholder: a diagonal gradient with a motif drawn on top, as an SVG data URL. */
function placeholder(from: string, to: string, motif: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/>${motif}</svg>`;
  return svgPicture(svg);
}

const white = 'fill="#fff" fill-opacity=".75"';
const sources = {
  pool: placeholder(
    '#38bdf8',
    '#1e3a8a',
    `<path d="M0 240q80-40 160 0t160 0 160 0 160 0v120H0z" ${white}/>`,
  ),
  music: placeholder(
    '#a78bfa',
    '#4c1d95',
    `<circle cx="260" cy="220" r="40" ${white}/><circle cx="400" cy="200" r="40" ${white}/><path d="M290 220V90h20v130zM430 200V70h20v130z" ${white}/>`,
  ),
  garden: placeholder(
    '#fde68a',
    '#16a34a',
    `<circle cx="480" cy="100" r="60" ${white}/><path d="M0 280h640v80H0z" ${white}/>`,
  ),
  studio: placeholder(
    '#fb7185',
    '#7c2d12',
    `<circle cx="200" cy="180" r="90" ${white}/><circle cx="420" cy="160" r="60" ${white}/>`,
  ),
  forest: placeholder(
    '#86efac',
    '#14532d',
    `<path d="M160 300l80-200 80 200zM320 300l80-160 80 160z" ${white}/>`,
  ),
};

/** The gallery with the first `count` sample images, alt texts from the catalogue. */
function Example({ count, ...props }: Partial<GalleryProps> & { count: number }) {
  const { motifs } = useI18n().LL.ui.display.examples;
  const images: GalleryImage[] = (Object.keys(sources) as (keyof typeof sources)[])
    .slice(0, count)
    .map((key) => ({ src: sources[key], alt: motifs[key]() }));
  return <Gallery {...props} images={images} />;
}

const meta = {
  title: 'Components/Gallery',
  tags: ['autodocs', 'stable'],
  component: Gallery,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the picture carousel of course, provider and franchise pages; mouse and keyboard stories.

An image carousel: loops, slides in about 500 ms (at once for reduced motion), swipes, previous
and next buttons, dots, and "Bild 2 von 5" below. A single image shows no controls. Embla's code
loads when the visitor first reaches it.

**When to use.** For a set of photos of one course or provider. Show a single \`<img>\` (or a
\`Gallery\` with one image) when there is one picture.

**Accessibility.** A region named "Bildergalerie" announced as "Karussell"; each slide is a group
"2 von 5". The buttons are "Vorheriges Bild", "Nächstes Bild" and "Bild 3 zeigen"; the arrow keys
move while focus is inside, and the position is announced politely. Nothing moves by itself.

**Do**

- Give every image an \`alt\` that says what it shows.
- Put the most telling picture first: it loads first, the others when they come near.

**Don't**

- Don't put text the visitor needs only in the pictures.
- Don't put links or buttons on the slides.`,
      },
    },
  },
  args: { images: [] },
  decorators: [(Story) => <div className="w-[36rem] max-w-[90vw]">{Story()}</div>],
  render: (args) => <Example {...args} count={5} />,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Bildergalerie' })).toHaveAttribute(
      'aria-roledescription',
      'Karussell',
    );
    await expect(canvas.getAllByRole('group')).toHaveLength(5);
    await expect(canvas.getByRole('group', { name: '2 von 5' })).toBeInTheDocument();
    await expect(canvas.getByText('Bild 1 von 5')).toBeVisible();
  },
};

export const TwoImages: Story = { render: (args) => <Example {...args} count={2} /> };

/** A single image: no buttons, no dots, no carousel semantics. */
export const SingleImage: Story = {
  render: (args) => <Example {...args} count={1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Schwimmbecken mit Wellen' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** The first press loads embla and is done once it runs. */
export const Mouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nächstes Bild' }));
    await expect(await canvas.findByText('Bild 2 von 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vorheriges Bild' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vorheriges Bild' }));
    await expect(canvas.getByText('Bild 5 von 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bild 3 zeigen' }));
    await expect(canvas.getByText('Bild 3 von 5')).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first arrow key waits for embla (it loads with the first focus).
    const position = async (n: number) =>
      expect(await canvas.findByText(`Bild ${n} von 5`)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vorheriges Bild' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await position(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nächstes Bild' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await position(3);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await position(5);
    await userEvent.keyboard('{ArrowRight}');
    await position(1);
    await userEvent.keyboard('{ArrowLeft}');
    await position(5);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bild 2 zeigen' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await position(2);
    await expect(canvas.getByRole('button', { name: 'Bild 2 zeigen' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('Image 2 of 5')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '2 of 5' })).toBeInTheDocument();
  },
};
