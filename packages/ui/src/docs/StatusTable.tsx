import type { ComponentType, ReactNode } from 'react';

/** The parts of a story file's meta the table reads. */
interface StoryMeta {
  title?: string;
  tags?: string[];
  parameters?: { docs?: { description?: { component?: string } } };
}

/** The statuses a component's meta carries as a tag. */
const STATUSES = ['stable', 'beta', 'deprecated'] as const;

/**
 * The metas of the library's story files. They are the one source: each carries its status as a
 * tag and opens its usage notes with "**Status: … ** — why".
 */
const metas = import.meta.glob<StoryMeta>(
  ['../components/**/*.stories.tsx', '../map/*.stories.tsx', '../marketplace/**/*.stories.tsx'],
  { eager: true, import: 'default' },
);

interface Row {
  name: string;
  title: string;
  status: string;
  why: string;
}

/** One row per component page (`Components/Name`, `Patterns/Name`), not per aspect of one. */
const rows: Row[] = Object.values(metas)
  .filter((meta) => meta.title?.split('/').length === 2)
  .map((meta) => {
    const title = meta.title ?? '';
    const status = STATUSES.find((s) => meta.tags?.includes(s)) ?? '–';
    const firstLine = meta.parameters?.docs?.description?.component?.split('\n')[0] ?? '';
    return {
      name: title.split('/')[1] ?? title,
      title,
      status,
      why: firstLine.replace(/^\*\*Status: \w+\*\* — /, ''),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/** A line of markdown with its code spans as `<code>`; nothing else of markdown is used there. */
const inlineCode = (line: string) =>
  line.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));

/** Storybook's id of a title's docs page, e.g. `components-button--docs`. */
const docsPath = (title: string) =>
  `?path=/docs/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--docs`;

/** Props of {@link StatusTable}. */
export interface StatusTableProps {
  /** Storybook's link of docs pages (`AnchorMdx`), which moves the whole Storybook there. */
  Link: ComponentType<{ href: string; children: ReactNode }>;
}

/** Every component of the library with its status and why, read from the story files. */
export function StatusTable({ Link }: StatusTableProps) {
  return (
    <table>
      <thead>
        <tr>
          <th>Component</th>
          <th>Status</th>
          <th>Why</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.title}>
            <td>
              <Link href={docsPath(row.title)}>{row.name}</Link>
            </td>
            <td>{row.status}</td>
            <td>{inlineCode(row.why)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
