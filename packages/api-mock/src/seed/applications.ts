/** Waiting-list applications (discovery §3, §4 Waiting list): the demo customer is already listed for one full event. */
import type { ApplicationRecord } from '../db/types';
import type { SeedClock } from './time';

/** Every application of the seed. */
export function buildApplications(clock: SeedClock): ApplicationRecord[] {
  return [
    {
      applicant: {
        id: 50001,
        eventId: 1771,
        name: 'Julia Neumann',
        email: 'demo@kurse.example',
        phone: '+49 30 23125 777',
        answer: 'Dienstag und Donnerstag nachmittags',
        participantCount: 1,
        createdAt: clock.shift(-6),
      },
      providerId: 37,
      customerId: 1,
    },
  ];
}
