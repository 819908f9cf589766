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
  title: 'Components/Disclosure',
  tags: ['autodocs', 'stable'],
  component: Disclosure,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the search filters, the event type info and the product details (\`ReadMore\`); stories for both.

\`Disclosure\`: a section that opens and closes from a heading button, such as the ratings panel or
the mobile events panel. \`ReadMore\`: a long text cut at 200 characters (\`maxLength\`) with a "Mehr
lesen" / "Weniger anzeigen" toggle after it; shorter texts show in full.

**When to use.** To let people skip content most of them do not need, on small screens above all.
Use \`Tabs\` to switch between views of equal weight, and a \`Modal\` for a task.

**Accessibility.** The toggle is a button inside a heading (\`headingLevel\`, 3 by default) with
\`aria-expanded\`; Enter or Space opens and closes it. Closed content is hidden from everyone.
\`isDisabled\` keeps it closed while its content loads. \`onTriggerIntent\` starts loading a panel's
code when the pointer or focus reaches the button.

**Do**

- Name the section in the title, with a count when it helps ("Bewertungen 12").
- Open it by default (\`defaultExpanded\`) when most people need it.

**Don't**

- Don't hide required information (prices, terms) in a closed panel.
- Don't nest disclosures.`,
      },
    },
  },
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
