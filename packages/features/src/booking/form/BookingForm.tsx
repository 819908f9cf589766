import type { Course, Event, PriceOption, Provider } from '@kurse/api-client';
import { TEXT_LIMITS, bookingErrorFields, isOngoingBooking, validateItems } from '@kurse/domain';
import {
  BookingSummaryView,
  Button,
  Checkbox,
  Form,
  LazyAlertDialog,
  NewPasswordField,
  TextArea,
} from '@kurse/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useServices } from '../../core';
import { routePath } from '../../course';
import { login } from '../../core';
import { endExpiredSession } from '../../core';
import { BookingItemsFields } from './BookingItemsFields';
import { focusFirstItemError } from './focus-item-error';
import { cancelBooking, setCurrentBooking } from './current-booking';
import { ConsentField } from './ConsentField';
import { CustomerFields } from './CustomerFields';
import { FormSection as Section } from './FormSection';
import { ParticipantsFields } from './ParticipantsFields';
import { useBookingForm } from './use-booking-form';
import { VoucherField } from './VoucherField';

/**
 * The sending of the booking with the messages of every server error: loaded when the visitor
 * points at or focuses "book", or sends, not with the form.
 */
const loadCreate = () => import('./create-booking');

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  course: Pick<Course, 'id' | 'serviceFeeRate' | 'maxServiceFee' | 'serviceFeeIncluded'> & {
    provider?: Pick<Provider, 'slug' | 'hasTerms' | 'hasPrivacyPolicy'> | null;
  };
  event: Event;
  option: PriceOption;
  /** The provider slug of the address, for the checkout. */
  slug: string;
  eventPassword: string | null;
}

/**
 * The booking form: contact and billing data, participants, booking item questions, the note when
 * the event allows one, a voucher, consent to the terms and privacy policy (the provider's own
 * when it has them), an optional account (forced for on-demand events), the summary and "book". Everything is checked before
 * sending, with the message at the field and focus on the first; the server's answer follows the
 * booking create catalogue. Success makes the booking the current one, logs a new account in and
 * opens the checkout. A different open booking asks first whether to cancel it.
 * Spec: transactions §2 Booking form content, Free bookings; §4 Booking; §5; §7; §8.
 */
export function BookingForm({ course, event, option, slug, eventPassword }: BookingFormProps) {
  const form = useBookingForm({ course, event, option, eventPassword });
  const { LL } = form;
  const services = useServices();
  const { api, stores } = services;
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [participantsError, setParticipantsError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const t = LL.booking;

  const send = async () => {
    setPending(true);
    setAlert(null);
    const body = form.body();
    const hadSession = Boolean(stores.session.token);
    const create = await loadCreate().catch(() => null);
    if (!create) {
      // Its code did not load (offline): nothing was sent.
      setPending(false);
      setAlert(LL.booking.errors.server.unknown_error());
      return;
    }
    const outcome = await create.createBooking(api, LL, body, form.cap);
    setPending(false);
    if (!outcome.ok && endExpiredSession(stores, outcome, hadSession)) {
      // Logged out: the login asks again, everything typed stays.
      setAlert(LL.errors.sessionExpired());
      return;
    }
    if (!outcome.ok) {
      // The message takes focus where it is; the fields its code is about are marked with it.
      const marked = bookingErrorFields(outcome.code);
      const fields = marked.filter((field) => field !== 'participants');
      setAlert(outcome.alert);
      setServerErrors({
        ...Object.fromEntries(fields.map((field) => [field, outcome.alert])),
        ...outcome.fieldErrors,
      });
      setParticipantsError(marked.includes('participants') ? outcome.alert : null);
      return;
    }
    setCurrentBooking(stores, outcome.booking);
    const password = body.customer.password;
    if (password) await login(services, { email: body.customer.email, password });
    navigate(routePath('checkout', { slug, id: outcome.booking.id }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const first = form.check();
    if (first === 'items') {
      focusFirstItemError(e.currentTarget, form.items, validateItems(form.items, form.answers));
      return;
    }
    if (first) {
      (e.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    const open = stores.booking.current;
    if (open && isOngoingBooking(open)) setConflict(true);
    else return send();
  };

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      serverErrors={serverErrors}
      errorMessage={alert ?? undefined}
      focusErrorMessage
      aria-label={t.title()}
    >
      <Section title={t.sections.contact()}>
        <CustomerFields
          field={form.customer.field}
          mandatoryPhone={event.mandatoryPhone ?? false}
          locked={form.locked}
        />
      </Section>
      <Section title={t.sections.participants()}>
        <ParticipantsFields
          names={form.names}
          onChange={(next) => {
            form.setNames(next);
            setParticipantsError(null);
          }}
          option={option}
          cap={form.cap}
          errors={form.nameErrors}
          serverError={participantsError}
          savedPeople={form.savedPeople}
          isDisabled={pending}
        />
      </Section>
      {form.items.length > 0 && (
        <Section title={t.sections.items()}>
          <BookingItemsFields
            items={form.items}
            answers={form.answers}
            onChange={form.setAnswers}
            errors={form.itemErrors}
            isDisabled={pending}
          />
        </Section>
      )}
      {event.allowNote && (
        <Section title={t.sections.note()}>
          <TextArea
            name="note"
            label={LL.fields.note.label()}
            value={form.note}
            onChange={form.setNote}
            maxLength={TEXT_LIMITS.contact.message}
          />
        </Section>
      )}
      {!form.locked && (
        <Section title={t.sections.account()}>
          {form.forced ? (
            <p>{t.account.required()}</p>
          ) : (
            <Checkbox
              isSelected={form.createAccount}
              onChange={form.setCreateAccount}
              description={t.account.createHint()}
            >
              {t.account.create()}
            </Checkbox>
          )}
          {form.createAccount && <NewPasswordField {...form.customer.field('password')} />}
        </Section>
      )}
      <Section title={t.sections.voucher()}>
        <VoucherField
          providerId={course.provider?.slug ?? slug}
          courseId={course.id}
          voucher={form.voucher}
          onChange={form.setVoucher}
          applies={form.summary.voucher.applies}
          isDisabled={pending}
        />
      </Section>
      <Section title={t.sections.consent()}>
        <ConsentField
          provider={course.provider}
          isSelected={form.consent}
          onChange={form.setConsent}
          isInvalid={form.consentError}
        />
      </Section>
      <BookingSummaryView
        summary={form.summary}
        optionName={option.name}
        participants={form.names.length}
        unitPrice={option}
        items={form.itemLines}
        voucherCode={form.voucher?.code ?? null}
        serviceFeeIncluded={course.serviceFeeIncluded ?? false}
      />
      <Button
        type="submit"
        isPending={pending}
        pendingLabel={t.submitting()}
        className="self-end"
        onHoverStart={() => void loadCreate().catch(() => null)}
        onFocus={() => void loadCreate().catch(() => null)}
      >
        {form.summary.isFree ? t.submitFree() : t.submit()}
      </Button>
      <LazyAlertDialog
        isOpen={conflict}
        onOpenChange={setConflict}
        title={t.checkout.cancel()}
        confirmLabel={LL.common.continue()}
        onConfirm={async () => {
          const open = stores.booking.current;
          if (open) await cancelBooking(api, stores, open);
          await send();
        }}
      >
        {t.conflict()}
      </LazyAlertDialog>
    </Form>
  );
}
