import { Button } from '@kurse/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { kurseOf, storyServices } from '../../core/test';
import { ErrorBoundary } from './ErrorBoundary';

/** The error the broken page throws while rendering. */
const FAILURE = 'The page could not render.';

/** A page that fails to render. */
function BrokenPage(): never {
  throw new Error(FAILURE);
}

/** A page that renders. */
function WorkingPage() {
  return <p>Seiteninhalt</p>;
}

const meta = {
  ...storyServices,
  title: 'Pages/ErrorBoundary',
  component: ErrorBoundary,
  parameters: { layout: 'fullscreen' },
  // `api` is the story's own client of the demo backend, set by `render`.
  args: { api: undefined, resetKey: '/kaputt', children: <BrokenPage /> },
  argTypes: { api: { control: false }, children: { control: false } },
  render: (args, context) => <ErrorBoundary {...args} api={kurseOf(context).services.api} />,
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recorded error reports (`POST /err`) of the story's demo backend. */
const reportsOf = (context: Parameters<typeof kurseOf>[0]) =>
  kurseOf(context).mock.db.inbox.errorReports;

/**
 * A page that throws while rendering: the generic error screen instead, and the error reported
 * with `POST /err` (message, component stack, stack and address).
 */
export const CatchesAndReports: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Da ist etwas schiefgelaufen',
    );
    await expect(
      canvas.getByText('Bitte lade die Seite neu oder versuch es später noch einmal.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await expect(document.title).toBe('Da ist etwas schiefgelaufen – Kurse');

    await waitFor(() => expect(reportsOf(context)).toHaveLength(1));
    const [report] = reportsOf(context);
    await expect(report?.message).toBe(`Error: ${FAILURE}`);
    await expect(report?.data).toMatchObject({
      componentStack: expect.stringContaining('BrokenPage'),
      stack: expect.stringContaining(FAILURE),
      url: window.location.href,
    });
  },
};

/** Pages that render are shown as they are, and nothing is reported. */
export const WithoutError: Story = {
  args: { resetKey: '/', children: <WorkingPage /> },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Seiteninhalt')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Da ist etwas schiefgelaufen' })).toBeNull();
    await expect(reportsOf(context)).toEqual([]);
  },
};

/** Going to another page (a new `resetKey`) gives the boundary a new chance. */
export const ResetOnNewPage: Story = {
  render: function Render(args, context) {
    const [path, setPath] = useState('/kaputt');
    return (
      <div className="flex flex-col items-center gap-4 p-4">
        <Button variant="outline" onPress={() => setPath('/')}>
          Zur Startseite wechseln
        </Button>
        <ErrorBoundary {...args} api={kurseOf(context).services.api} resetKey={path}>
          {path === '/kaputt' ? <BrokenPage /> : <WorkingPage />}
        </ErrorBoundary>
      </div>
    );
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Da ist etwas schiefgelaufen',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Zur Startseite wechseln' }));
    await expect(await canvas.findByText('Seiteninhalt')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Da ist etwas schiefgelaufen' })).toBeNull();
    await waitFor(() => expect(reportsOf(context)).toHaveLength(1));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
    await waitFor(() => expect(reportsOf(context)).toHaveLength(1));
  },
};
