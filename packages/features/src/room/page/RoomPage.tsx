import type { Room } from '@kurse/api-client';
import { shownValidUntil, type RoomLoadOutcome } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Alert, LoadingOverlay } from '@kurse/ui';
import { useDocumentTitle } from '../../core';
import { RoomLogin } from '../view/RoomLogin';
import { RoomPageNav } from '../view/RoomPageNav';
import { preloadRoomPageSelect } from '../view/preload-room-page-select';
import { RoomPageView } from '../view/RoomPageView';
import { useRoom, type RoomAddress } from '../view/use-room';
import { roomPageHref, useRoomPage } from '../view/use-room-page';
import { RoomShell } from './RoomShell';

// On a phone the page list is a dropdown of its own chunk: it loads alongside the room's data.
preloadRoomPageSelect();

/** Props of {@link RoomPage}. */
export interface RoomPageProps {
  /** The route parameters `slug`, `id` (the room) and `roomToken`. */
  params: Readonly<Record<string, string>>;
  /** The query string to read `page` from instead of the address (stories). @default undefined */
  search?: string;
}

/**
 * The on-demand room `/{slug}/rooms/{id}/{roomToken}`, without header and footer: the room's pages
 * (`?page=` by number or id) with a page list, each page's content, video, embed and file, or its
 * publishing state. A room that needs a session shows the login form (then opens), an expired
 * one, one not active yet and any other failure their messages. Spec: transactions §2 Room, §3
 * Room, §4 Room, §6 (room access), §7 GET /rooms/{roomId}, §8 Room, video and content errors.
 */
export function RoomPage({ params, search }: RoomPageProps) {
  const { LL } = useI18n();
  const address: RoomAddress = {
    slug: params.slug ?? '',
    id: params.id ?? '',
    roomToken: params.roomToken ?? '',
  };
  const load = useRoom(address);
  useDocumentTitle(load.room?.name ?? LL.rooms.title());

  if (load.room) {
    return <RoomView room={load.room} address={address} search={search} onReload={load.reload} />;
  }
  if (load.loading) return <LoadingOverlay fullScreen text={LL.rooms.loading()} />;
  return (
    <RoomShell>
      <h1 className="text-3xl font-bold tracking-tight">{LL.rooms.title()}</h1>
      <RoomFailure failure={load.failure ?? 'generic'} onRetry={load.reload} />
    </RoomShell>
  );
}

/** Why a room did not open: the login (401), or the message of 410, 425 and other failures. */
function RoomFailure({ failure, onRetry }: { failure: RoomLoadOutcome; onRetry: () => void }) {
  const { LL } = useI18n();
  if (failure === 'sessionRequired') return <RoomLogin />;
  if (failure === 'generic') {
    return (
      <Alert tone="danger" actionLabel={LL.rooms.reload()} onAction={onRetry}>
        {LL.rooms.generic()}
      </Alert>
    );
  }
  return (
    <Alert tone={failure === 'expired' ? 'warning' : 'info'}>
      {failure === 'expired' ? LL.rooms.expired() : LL.rooms.tooEarly()}
    </Alert>
  );
}

/** A loaded room: its name and validity, the page list and the page shown. */
function RoomView(props: {
  room: Room;
  address: RoomAddress;
  search: string | undefined;
  onReload: () => void;
}) {
  const { room, address, search, onReload } = props;
  const { LL } = useI18n();
  const f = useFormat();
  const choice = useRoomPage(room.pages, address, search);
  const validUntil = shownValidUntil(room);
  return (
    <RoomShell>
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{room.name}</h1>
        {validUntil && (
          <p className="text-sm text-muted-foreground">
            {LL.account.onDemand.validUntil({ date: f.date(validUntil) })}
          </p>
        )}
      </header>
      {choice.notFound && <Alert tone="warning">{LL.rooms.pageNotFound()}</Alert>}
      {choice.page === null ? (
        <Alert tone="info">{LL.rooms.notFound()}</Alert>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-10">
          <div className="md:sticky md:top-6 md:self-start">
            <RoomPageNav
              pages={room.pages}
              current={choice.index}
              href={(index) => roomPageHref(address, index)}
              onShow={choice.show}
              onGoTo={choice.goTo}
            />
          </div>
          <RoomPageView
            pages={room.pages}
            index={choice.index}
            address={address}
            onGoTo={choice.goTo}
            onReload={onReload}
            headingRef={choice.headingRef}
          />
        </div>
      )}
    </RoomShell>
  );
}
