/**
 * What visitors send to providers: contact messages, waiting-list applications and leads
 * (discovery §2 Waiting list, Map search, §3, §4, §5, §7). Checked with the domain validators.
 */
import {
  TEXT_LIMITS,
  splitFullName,
  validateContactForm,
  validateLeadForm,
  validateWaitingListForm,
} from '@kurse/domain';
import { nextId } from '../context';
import { findEvent, findProvider } from '../db/lookup';
import {
  FREE_TEXT_MAX,
  INBOX_BOUND,
  RECORD_BOUND,
  SHORT_TEXT_MAX,
  appendBounded,
  cut,
  cutOrNull,
} from '../db/bounds';
import { emailKey } from '../db/customers';
import {
  created,
  fail,
  hasFieldErrors,
  noContent,
  notFound,
  unauthorized,
  validationMessage,
  wireErrors,
} from '../http/replies';
import { route } from '../http/route';

const CHECK = 'Please check your details.';

/** Routes of the provider forms. */
export const providerFormRoutes = [
  route('createProviderLead', '/providers/lead', 'post', ({ ctx, body }) => {
    const errors = wireErrors(
      validateLeadForm({ name: body?.name, email: body?.email, url: body?.url }),
    );
    if (!body || hasFieldErrors(errors)) return fail(422, CHECK, undefined, errors);
    const lead = {
      name: cutOrNull(body.name, SHORT_TEXT_MAX),
      email: cut(body.email.trim(), SHORT_TEXT_MAX),
      url: cut(body.url.trim(), FREE_TEXT_MAX),
    };
    appendBounded(ctx.db.inbox.leads, lead, INBOX_BOUND);
    return noContent();
  }),
  route('sendProviderMessage', '/providers/{id}/messages', 'post', ({ ctx, params, body }) => {
    const record = findProvider(ctx.db, params.id);
    if (!record) return notFound('Provider not found');
    const c = body?.customer;
    const name = [c?.firstName, c?.lastName].filter(Boolean).join(' ');
    const errors = wireErrors(
      validateContactForm({ name, email: c?.email, phone: c?.phone, message: body?.content }),
      { name: 'firstName', message: 'content' },
    );
    if (!body || !c || hasFieldErrors(errors)) return fail(422, CHECK, undefined, errors);
    const { firstName, lastName } = c.lastName
      ? { firstName: c.firstName, lastName: c.lastName }
      : splitFullName(c.firstName);
    const message = {
      subject: cutOrNull(body.subject, FREE_TEXT_MAX),
      content: body.content,
      from: cutOrNull(body.from, FREE_TEXT_MAX),
      to: cutOrNull(body.to, FREE_TEXT_MAX),
      customer: { firstName, lastName, email: c.email, phone: c.phone ?? null },
      providerId: record.provider.id,
    };
    appendBounded(ctx.db.inbox.messages, message, INBOX_BOUND);
    return noContent();
  }),
  route(
    'createApplicant',
    '/providers/{id}/applicants',
    'post',
    ({ ctx, params, body, session, tokenSent }) => {
      if (tokenSent && !session) return unauthorized();
      const record = findProvider(ctx.db, params.id);
      const found = findEvent(ctx.db, body?.eventId);
      if (!record || !found || found.record.providerId !== record.provider.id) {
        return notFound('Event not found');
      }
      const a = body?.applicant;
      const name = session ? `${session.user.firstName} ${session.user.lastName}` : a?.name;
      const email = session ? session.user.email : a?.email;
      const errors = wireErrors(
        validateWaitingListForm(
          {
            name,
            email,
            phone: a?.phone,
            answer: a?.answer,
            participantCount: a?.participantCount,
          },
          { hasQuestion: Boolean(found.event.waitListQuestion), loggedIn: session !== null },
        ),
      );
      // A guest is compared with guest entries only: the form never tells whether an account
      // with that e-mail is listed.
      const listed = ctx.db.applications.some(
        (x) =>
          x.applicant.eventId === found.event.id &&
          (session
            ? x.customerId === session.user.id
            : x.customerId === null && emailKey(x.applicant.email) === emailKey(email)),
      );
      if (listed) errors['eventId'] = ['has already been taken'];
      // The domain checks the answer only when the event asks; the contract limits it always.
      const answerMax = TEXT_LIMITS.waitingList.answer;
      if ((a?.answer?.length ?? 0) > answerMax) {
        errors['answer'] = [validationMessage({ key: 'maxLength', max: answerMax })];
      }
      if (!a || !name || !email || hasFieldErrors(errors))
        return fail(422, CHECK, undefined, errors);
      const applicant = {
        id: nextId(ctx),
        eventId: found.event.id,
        name: name.trim(),
        email: email.trim(),
        phone: a.phone ?? null,
        answer: a.answer ?? null,
        participantCount: a.participantCount,
        createdAt: ctx.now().toISOString(),
      };
      appendBounded(
        ctx.db.applications,
        { applicant, providerId: record.provider.id, customerId: session?.user.id ?? null },
        RECORD_BOUND,
      );
      return created(applicant);
    },
  ),
];
