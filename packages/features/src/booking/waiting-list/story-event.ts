/** For stories: event 1171 of course 117 (provider 7), booked out with a waiting list and a question. */
export const QUESTION = 'Hat Ihr Kind schon Ballett-Erfahrung? Wenn ja, wie lange?';
/** The answer field's accessible name starts with the question (then "(optional)"). */
export const QUESTION_LABEL = /^Hat Ihr Kind schon Ballett-Erfahrung\? Wenn ja, wie lange\?/;
/** The event as the waiting-list form reads it. */
export const FULL = { id: 1171, participantsLeft: 0, waitList: true, waitListQuestion: QUESTION };
