import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure, ReadMore } from './Disclosure';

/** The ratings panel of a course page: heading with a count badge, one rating inside. */
function RatingsPanel(props: Omit<Parameters<typeof Disclosure>[0], 'title' | 'children'>) {
  const { LL } = useI18n();
  const examples = LL.ui.overlays.examples;
  return (
    <div className="w-96 max-w-full">
      <Disclosure {...props} title={examples.ratings()}>
        <p>{examples.ratingsText()}</p>
      </Disclosure>
      <Disclosure title={examples.events()}>
        <p>{examples.eventsText()}</p>
      </Disclosure>
    </div>
  );
}

/** A course description with the read-more toggle. */
function Description({ short, ...props }: { short?: boolean; defaultExpanded?: boolean }) {
  const examples = useI18n().LL.ui.overlays.examples;
  return (
    <div className="max-w-prose">
      <ReadMore {...props}>{short ? examples.shortDescription() : examples.description()}</ReadMore>
    </div>
  );
}

const meta = {
  title: 'Primitives/Disclosure',
  component: Disclosure,
  args: { title: null, children: null, onExpandedChange: fn() },
  argTypes: { title: { control: false }, children: { control: false } },
  render: ({ title: _title, children: _children, ...args }) => <RatingsPanel {...args} />,
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Bewertungen' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByText(/Tolle Kursleitung/)).not.toBeVisible();
  },
};

export const Expanded: Story = { args: { defaultExpanded: true } };

/** The ratings panel cannot open until its ratings have loaded. */
export const Disabled: Story = { args: { isDisabled: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Ratings' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Bewertungen' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Tolle Kursleitung/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Termine' })).toHaveFocus();
  },
};

export const ReadMoreCollapsed: Story = {
  render: () => <Description />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mehr lesen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByText(/…$/)).toBeVisible();
  },
};

export const ReadMoreExpanded: Story = { render: () => <Description defaultExpanded /> };

export const ReadMoreShortText: Story = {
  render: () => <Description short />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const ReadMoreEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <Description />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Read more' }),
    ).toBeVisible();
  },
};

export const ReadMoreKeyboard: Story = {
  render: () => <Description />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Mehr lesen' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Weniger anzeigen');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/gute Laune mit/)).toBeVisible();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName('Mehr lesen');
  },
};
