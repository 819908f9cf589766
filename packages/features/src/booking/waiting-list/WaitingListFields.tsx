import {
  TEXT_LIMITS,
  WAITING_LIST_PARTICIPANT_COUNT as COUNT,
  canSubmitWaitingList,
  validateWaitingListForm,
  type ServerFieldError,
  type ValidationError,
  type WaitingListField,
} from '@kurse/domain';
import { useI18n, validationMessage } from '@kurse/i18n';
import {
  Alert,
  Button,
  EmailField,
  Form,
  NumberField,
  PhoneField,
  TextArea,
  TextField,
} from '@kurse/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useServices } from '../../core';
import { LoadFailedAlert } from '../../provider';
import { FailedAlertText } from '../../core';
import { useFieldMessages } from '../../core';
import { focusFirstError, useFormFields } from '../../core';
import { tooManyRequestsText } from '../../core';
import { useStore } from '../../core';
import { applyToWaitingList } from './actions';

type TextFieldName = Exclude<WaitingListField, 'participantCount'>;
const ORDER: readonly WaitingListField[] = ['name', 'email', 'phone', 'answer', 'participantCount'];
const MAX = TEXT_LIMITS.waitingList;

/**
 * Why sending failed: no usable answer, a session that ran out, fields the server refused, or too
 * many requests (429) with the seconds to wait.
 */
type Failure =
  | { kind: 'generic' }
  | { kind: 'expired' }
  | { kind: 'fields'; errors: Record<string, ServerFieldError> }
  | { kind: 'tooManyRequests'; retryAfter: number | null };
const NO_FIELD_ERRORS = {};

/** Props of {@link WaitingListFields}. */
export interface WaitingListFieldsProps {
  providerId: number | string;
  eventId: number;
  /** The event's question; the answer field shows only with one. */
  question?: string | null;
  /** Called after the application was accepted. */
  onApplied: () => void;
}

/**
 * The waiting-list form: guests give name, e-mail and optionally phone (180 each); a logged-in
 * user is shown under their own name instead. The answer (250) only when the event asks a
 * question; the participant count 1–1000, default 1. Guests can submit only once name and e-mail
 * are filled. A failed request ends the pending state and shows, below the button, the generic
 * error with a retry; for fields the server refused their catalogue messages at the fields and the
 * first one named in the alert; for a session that ran out the "log in again" message (the login
 * opens); for too many requests (429) the wait in minutes. Nothing typed is lost. Spec: discovery §4 Waiting list, §5 Waiting list, §8
 * Waiting-list failure (the spec shows no message; a silent failure leaves users unaware).
 */
export function WaitingListFields({
  providerId,
  eventId,
  question,
  onApplied,
}: WaitingListFieldsProps) {
  const { LL } = useI18n();
  const services = useServices();
  const { user } = useStore('session');
  const { loading } = useStore('waitingList');
  const loggedIn = user !== null;
  const {
    values,
    setErrors,
    field: text,
  } = useFormFields<TextFieldName>({
    name: '',
    email: '',
    phone: '',
    answer: '',
  });
  const [count, setCount] = useState<number>(COUNT.default);
  const [countError, setCountError] = useState<ValidationError | undefined>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const serverErrors = useFieldMessages(
    failure?.kind === 'fields' ? failure.errors : NO_FIELD_ERRORS,
  );
  const submitButton = useRef<HTMLButtonElement>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const participantCount = Number.isNaN(count) ? '' : count;
    const context = { hasQuestion: Boolean(question), loggedIn };
    const found = validateWaitingListForm({ ...values, participantCount }, context);
    setErrors(found);
    setCountError(found.participantCount);
    if (focusFirstError(e.currentTarget, ORDER, found)) return;
    const answer = question ? values.answer.trim() || null : null;
    const contact = loggedIn
      ? {}
      : {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() || null,
        };
    setFailure(null);
    const outcome = await applyToWaitingList(services, {
      providerId,
      eventId,
      applicant: { ...contact, answer, participantCount: count },
    });
    if (outcome.ok) onApplied();
    else if (outcome.expired) setFailure({ kind: 'expired' });
    else if (outcome.tooManyRequests) {
      setFailure({ kind: 'tooManyRequests', retryAfter: outcome.tooManyRequests.retryAfter });
    } else if (Object.keys(outcome.fieldErrors).length > 0) {
      setFailure({ kind: 'fields', errors: outcome.fieldErrors });
    } else setFailure({ kind: 'generic' });
  };
  // The retry sends the form again; focus goes back to its button, as the alert leaves.
  const retry = () => {
    submitButton.current?.focus();
    submitButton.current?.form?.requestSubmit();
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="gap-4" serverErrors={serverErrors}>
      {user ? (
        <p>{LL.provider.waitingList.listedAs({ name: `${user.firstName} ${user.lastName}` })}</p>
      ) : (
        <>
          <TextField
            {...text('name')}
            isRequired
            autoComplete="name"
            label={LL.fields.name.label()}
          />
          <EmailField {...text('email')} isRequired />
          <PhoneField {...text('phone')} isOptional description={LL.fields.phone.hint()} />
        </>
      )}
      {question && (
        <TextArea {...text('answer')} isOptional maxLength={MAX.answer} label={question} />
      )}
      <NumberField
        name="participantCount"
        value={count}
        onChange={(value) => {
          setCount(value);
          setCountError(undefined);
        }}
        minValue={COUNT.min}
        maxValue={COUNT.max}
        isRequired
        label={LL.fields.participantCount.label()}
        description={LL.fields.participantCount.hint({ min: COUNT.min, max: COUNT.max })}
        isInvalid={countError ? true : undefined}
        errorMessage={countError ? validationMessage(LL, countError) : undefined}
      />
      <Button
        ref={submitButton}
        type="submit"
        className="self-start"
        isDisabled={!canSubmitWaitingList(values, { loggedIn })}
        isPending={loading}
        pendingLabel={LL.common.pleaseWait()}
      >
        {LL.provider.waitingList.submit()}
      </Button>
      {/* Below the button, so nothing above it moves when the message comes or goes. */}
      {failure?.kind === 'generic' && <LoadFailedAlert onRetry={retry} />}
      {failure?.kind === 'expired' && <Alert tone="danger">{LL.errors.sessionExpired()}</Alert>}
      {failure?.kind === 'tooManyRequests' && (
        <Alert tone="danger">{tooManyRequestsText(LL, failure.retryAfter)}</Alert>
      )}
      {failure?.kind === 'fields' && (
        <Alert tone="danger">
          <FailedAlertText text={LL.validation.checkFields()} errors={failure.errors} />
        </Alert>
      )}
    </Form>
  );
}
