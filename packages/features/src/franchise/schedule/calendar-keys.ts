import type { KeyboardEvent } from 'react';

const CARD = '[data-schedule-card]';

/** The cards of the calendar by day column, each in time order (document order within a day). */
function columns(table: HTMLElement): HTMLElement[][] {
  const byDay = new Map<string, HTMLElement[]>();
  for (const cell of table.querySelectorAll<HTMLElement>('td[data-day]')) {
    const day = cell.dataset['day'] ?? '';
    const list = byDay.get(day) ?? [];
    list.push(...cell.querySelectorAll<HTMLElement>(CARD));
    byDay.set(day, list);
  }
  return [...byDay.values()];
}

/** The hour row a card sits in. */
const hourOf = (card: HTMLElement) => Number(card.closest('td')?.dataset['hour'] ?? 0);

/** The card of `column` nearest in time to `hour` (the first on a tie), if the column has any. */
function nearest(column: readonly HTMLElement[], hour: number): HTMLElement | undefined {
  let best: HTMLElement | undefined;
  for (const card of column) {
    if (!best || Math.abs(hourOf(card) - hour) < Math.abs(hourOf(best) - hour)) best = card;
  }
  return best;
}

/**
 * Arrow keys between the calendar's cards (each card stays a link in the Tab order too): Up and
 * Down within a day, Left and Right to the nearest card of the previous or next day that has
 * any, Home and End to a day's first and last card. Spec: discovery §2 Franchise schedule ("fully
 * keyboard-navigable").
 */
export function onCalendarKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const card = (event.target as HTMLElement).closest<HTMLElement>(CARD);
  if (!card) return;
  const days = columns(event.currentTarget);
  const x = days.findIndex((column) => column.includes(card));
  const column = days[x] ?? [];
  const y = column.indexOf(card);
  const across = (step: 1 | -1) => {
    for (let i = x + step; i >= 0 && i < days.length; i += step) {
      const hit = nearest(days[i] ?? [], hourOf(card));
      if (hit) return hit;
    }
    return undefined;
  };
  const targets: Record<string, () => HTMLElement | undefined> = {
    ArrowDown: () => column[y + 1],
    ArrowUp: () => column[y - 1],
    ArrowRight: () => across(1),
    ArrowLeft: () => across(-1),
    Home: () => column[0],
    End: () => column.at(-1),
  };
  const target = targets[event.key]?.();
  if (!targets[event.key]) return;
  event.preventDefault();
  target?.focus();
}
