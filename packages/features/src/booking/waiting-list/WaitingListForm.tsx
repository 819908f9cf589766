import type { Event } from '@kurse/api-client';
import { waitingListState } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert } from '@kurse/ui';
import { useId, useState } from 'react';
import { FocusOnMount } from '../../core';
import { useStore } from '../../core';
import { LazyWaitingListFields } from './LazyWaitingListFields';

/** Props of {@link WaitingListForm}. */
export interface WaitingListFormProps {
  /** The event: its places, whether it has a waiting list, and its question. */
  event: Pick<Event, 'id' | 'participantsLeft' | 'waitList' | 'waitListQuestion'>;
  /** The provider of the event (the application goes to it). */
  providerId: number | string;
  /** Level of the "Warteliste" heading. @default 4 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The waiting list of an event: the form when the event is full and has a waiting list; once the
 * user has an application for it (from the waiting-list store: the server's list for logged-in
 * users, what a guest just sent) the "already listed" note replaces the form. Nothing for other
 * events. Spec: discovery §4 Waiting list, §5 Waiting list.
 */
export function WaitingListForm({ event, providerId, headingLevel = 4 }: WaitingListFormProps) {
  const { LL } = useI18n();
  const { applications } = useStore('waitingList');
  const [justApplied, setJustApplied] = useState(false);
  const titleId = useId();
  const state = waitingListState(
    { id: event.id, participantsLeft: event.participantsLeft ?? null, waitList: event.waitList },
    applications,
  );

  if (state === 'hidden') return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Heading id={titleId} className="font-semibold">
        {LL.provider.waitingList.title()}
      </Heading>
      {state === 'alreadyListed' ? (
        justApplied ? (
          // The form and its focused button are gone: focus moves to the news.
          <FocusOnMount>
            <Alert tone="success" title={LL.provider.waitingList.success()}>
              {LL.provider.waitingList.alreadyListed()}
            </Alert>
          </FocusOnMount>
        ) : (
          <Alert>{LL.provider.waitingList.alreadyListed()}</Alert>
        )
      ) : (
        <>
          <p className="text-sm">{LL.provider.waitingList.intro()}</p>
          <LazyWaitingListFields
            providerId={providerId}
            eventId={event.id}
            question={event.waitListQuestion}
            onApplied={() => setJustApplied(true)}
          />
        </>
      )}
    </section>
  );
}
