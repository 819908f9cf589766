import type { RoomPage } from '@kurse/api-client';
import { roomNavigation, roomPageState } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Alert, Button, cn, Icon } from '@kurse/ui';
import { useId, type RefObject } from 'react';
import { RoomPageContent } from './RoomPageContent';
import type { RoomAddress } from './use-room';

/** Props of {@link RoomPageView}. */
export interface RoomPageViewProps {
  pages: readonly RoomPage[];
  /** 0-based index of the page shown. */
  index: number;
  address: RoomAddress;
  /** Goes to another page (previous, next, restart). */
  onGoTo: (index: number) => void;
  /** Loads the room again (the reload option of a page not yet published). */
  onReload: () => void;
  /** The page heading, focused when the page changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * One page of a room: its position, its title, then by its state (domain `roomPageState`) the
 * content, its publish-at date with a reload option, or the not-published-yet message; under it
 * the previous and next buttons, and on the last page the restart button.
 * Spec: transactions §2 Room.
 */
export function RoomPageView(props: RoomPageViewProps) {
  const { pages, index, address, onGoTo, onReload, headingRef } = props;
  const { LL } = useI18n();
  const f = useFormat();
  const headingId = useId();
  const page = pages[index];
  if (!page) return null;
  const state = roomPageState(page);
  const nav = roomNavigation(index, pages.length);
  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          {LL.rooms.pageOf({ number: index + 1, count: pages.length })}
        </p>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="rounded-sm text-2xl font-semibold outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {page.title}
        </h2>
      </div>
      {state.kind === 'content' && <RoomPageContent key={page.id} page={page} address={address} />}
      {state.kind === 'scheduled' && (
        <Alert tone="info" actionLabel={LL.rooms.reload()} onAction={onReload}>
          {LL.rooms.publishAt({ date: f.date(state.publishAt), time: f.time(state.publishAt) })}
        </Alert>
      )}
      {state.kind === 'notPublished' && <Alert tone="info">{LL.rooms.notPublishedYet()}</Alert>}
      <div className="flex flex-wrap items-stretch justify-between gap-3 border-t border-border pt-4">
        {nav.previous !== null && (
          <PageButton
            direction="previous"
            label={LL.rooms.previous()}
            target={pages[nav.previous]}
            onPress={() => onGoTo(nav.previous ?? 0)}
          />
        )}
        {nav.next !== null && (
          <PageButton
            direction="next"
            label={LL.rooms.next()}
            target={pages[nav.next]}
            onPress={() => onGoTo(nav.next ?? 0)}
          />
        )}
        {nav.restart && (
          <Button
            variant="secondary"
            className="ms-auto h-auto min-h-11 max-sm:flex-1 max-sm:basis-40"
            onPress={() => onGoTo(0)}
          >
            <Icon name="repeat" />
            {LL.rooms.restart()}
          </Button>
        )}
      </div>
    </article>
  );
}

/** A previous or next button: its label, and the title of the page it leads to. */
function PageButton(props: {
  direction: 'previous' | 'next';
  label: string;
  target: RoomPage | undefined;
  onPress: () => void;
}) {
  const next = props.direction === 'next';
  return (
    <Button
      variant={next ? 'primary' : 'secondary'}
      onPress={props.onPress}
      className={cn(
        'h-auto min-w-0 py-2 max-sm:flex-1 max-sm:basis-40',
        next && 'ms-auto justify-end',
      )}
    >
      {!next && <Icon name="chevronLeft" />}
      <span
        className={cn(
          'flex min-w-0 flex-col',
          next ? 'items-end text-end' : 'items-start text-start',
        )}
      >
        <span>{props.label}</span>
        {props.target && (
          <span className="max-w-full truncate text-xs font-normal opacity-90">
            {props.target.title}
          </span>
        )}
      </span>
      {next && <Icon name="chevronRight" />}
    </Button>
  );
}
