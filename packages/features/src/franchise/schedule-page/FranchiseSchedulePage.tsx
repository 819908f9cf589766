import { berlinToday, scheduleRange } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Link, LoadingOverlay } from '@kurse/ui';
import { useState } from 'react';
import { useServices } from '../../core';
import { routePath } from '../../course';
import { useDocumentTitle } from '../../core';
import { ScheduleCalendar } from '../schedule/ScheduleCalendar';
import { ScheduleFilters } from '../schedule/ScheduleFilters';
import { ScheduleNextDay } from '../schedule/ScheduleNextDay';
import { ScheduleToolbar } from '../schedule/ScheduleToolbar';
import { useRangeText } from '../schedule/use-range-text';
import { useFranchiseSchedule } from '../schedule/use-franchise-schedule';
import { useScheduleQuery } from '../schedule/use-schedule-query';
import { NotFoundPage } from '../../frame';

/** Props of {@link FranchiseSchedulePage}. */
export interface FranchiseSchedulePageProps {
  /** Route parameters: `id` (franchise id or slug). */
  params: Readonly<Record<string, string>>;
  /** The query string; read from (and written to) the address when left out. @default undefined */
  search?: string;
}

/**
 * The franchise schedule `/loves/{id}/schedule`: a week (from Monday) or day calendar of the
 * franchise's events with navigation, category and location filters; any fetch failure shows not
 * found. Spec: discovery §2 Franchise schedule, §8 Schedule fetch failure.
 */
export function FranchiseSchedulePage({ params, search }: FranchiseSchedulePageProps) {
  const { LL } = useI18n();
  const { now } = useServices();
  const [query, update] = useScheduleQuery(search);
  const range = scheduleRange(query.date, query.view);
  const load = useFranchiseSchedule(params.id ?? '', range, query.place);
  const [selected, setSelected] = useState<number[] | null>(null);
  const rangeText = useRangeText(query.date, query.view);
  const texts = LL.franchise.schedule;
  const name = load.status === 'ready' ? load.franchise.name : null;
  useDocumentTitle(name ? texts.documentTitle({ name }) : texts.title());
  if (load.status === 'notFound') return <NotFoundPage text={LL.errors.franchise.notFound()} />;
  if (load.status === 'loading') {
    return (
      <div className="relative min-h-96">
        <LoadingOverlay text={LL.common.loading()} />
      </div>
    );
  }
  const categoryIds = selected ?? (load.franchise.scheduleCategories ?? []).map((c) => c.id);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <p>
          <Link href={routePath('franchise', { id: load.franchise.slug })}>
            {load.franchise.name}
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{texts.title()}</h1>
      </div>
      <ScheduleFilters
        franchise={load.franchise}
        selectedCategoryIds={categoryIds}
        onCategoriesChange={setSelected}
        place={query.place}
        onPlaceChange={(place) => update({ place })}
      />
      <ScheduleToolbar
        date={query.date}
        view={query.view}
        today={berlinToday(now())}
        onChange={update}
      />
      {!load.refreshing && (
        <ScheduleNextDay
          franchiseId={params.id ?? ''}
          days={range.days}
          events={load.events}
          selectedCategoryIds={categoryIds}
          place={query.place}
          onOpen={(date) => update({ date, view: 'day' })}
        />
      )}
      <div className="relative" aria-busy={load.refreshing || undefined}>
        {load.refreshing && <LoadingOverlay text={LL.common.loading()} />}
        <ScheduleCalendar
          days={range.days}
          events={load.events}
          selectedCategoryIds={categoryIds}
          now={now()}
          caption={rangeText}
        />
      </div>
    </div>
  );
}
