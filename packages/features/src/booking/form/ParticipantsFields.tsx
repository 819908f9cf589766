import type { ValidationError } from '@kurse/domain';
import {
  TEXT_LIMITS,
  canAddParticipants,
  canRemoveParticipant,
  isTopUpOption,
  needsParticipantHint,
  participantStep,
  type ParticipantOption,
} from '@kurse/domain';
import { useI18n, validationMessage } from '@kurse/i18n';
import { Alert, Button, Icon, TextField } from '@kurse/ui';
import { useEffect, useId, useRef } from 'react';

/** Props of {@link ParticipantsFields}. */
export interface ParticipantsFieldsProps {
  names: readonly string[];
  onChange: (names: string[]) => void;
  option: ParticipantOption;
  /** The most participants this booking may have (`maxParticipants`). */
  cap: number;
  /** Errors of the names by index. */
  errors?: Readonly<Partial<Record<number, ValidationError>>>;
  /** A customer's saved people, offered as one-click choices (not yet in the list). @default [] */
  savedPeople?: readonly string[];
  /** The server's message about the participants (places left, too many): marks them all. */
  serverError?: string | null;
  isDisabled?: boolean;
}

/**
 * The participants of a booking: one name field each (required, at most 25 characters), added in
 * blocks of the price option's multiplier up to the cap, removed one by one but never below one
 * (the remove button is disabled then); a hint when there is none, the cap when it is reached, and
 * for a top_up flat rate that everyone counts as one; a server message about them marks them all. Spec: transactions §5 Participants, §9.
 */
export function ParticipantsFields(props: ParticipantsFieldsProps) {
  const { names, onChange, option, cap, errors = {}, serverError, isDisabled } = props;
  const { savedPeople = [] } = props;
  const { LL } = useI18n();
  const t = LL.booking.participants;
  const step = participantStep(option);
  const canAdd = canAddParticipants(names.length, option, cap);
  const set = (index: number, value: string) =>
    onChange(names.map((name, i) => (i === index ? value : name)));
  const savedId = useId();
  /** A saved person goes into the first empty name, else into a new block. */
  const choose = (name: string) => {
    const empty = names.indexOf('');
    if (empty >= 0) return set(empty, name);
    onChange([...names, name, ...Array.from({ length: step - 1 }, () => '')]);
  };
  // After "add", focus moves to the first new name field (else it would stay on the button).
  const list = useRef<HTMLOListElement>(null);
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    const index = focusNext.current;
    if (index === null || index >= names.length) return;
    focusNext.current = null;
    list.current?.querySelector<HTMLInputElement>(`input[name="participant-${index}"]`)?.focus();
  }, [names.length]);
  return (
    <div className="flex flex-col gap-3">
      {isTopUpOption(option.typeOf) && (
        <p className="text-sm text-muted-foreground">{t.countsAsOne()}</p>
      )}
      <ol ref={list} className="flex flex-col gap-3">
        {names.map((name, index) => {
          const error = errors[index];
          return (
            <li key={index} className="flex items-end gap-2">
              <TextField
                name={`participant-${index}`}
                className="grow"
                label={LL.fields.participantName.numbered({ number: index + 1 })}
                value={name}
                onChange={(value) => set(index, value)}
                isRequired
                maxLength={TEXT_LIMITS.participantName}
                autoComplete="off"
                isDisabled={isDisabled}
                isInvalid={error || serverError ? true : undefined}
                errorMessage={error ? validationMessage(LL, error) : undefined}
              />
              <Button
                variant="ghost"
                aria-label={`${t.remove()}: ${LL.fields.participantName.numbered({ number: index + 1 })}`}
                isDisabled={isDisabled || !canRemoveParticipant(names.length)}
                onPress={() => onChange(names.filter((_, i) => i !== index))}
              >
                <Icon name="close" />
              </Button>
            </li>
          );
        })}
      </ol>
      {savedPeople.length > 0 && (
        <div role="group" aria-labelledby={savedId} className="flex flex-col gap-2">
          <p id={savedId} className="text-sm text-muted-foreground">
            {t.saved()}
          </p>
          <div className="flex flex-wrap gap-2">
            {savedPeople.map((name) => (
              <Button
                key={name}
                variant="secondary"
                size="sm"
                aria-label={t.useSaved({ name })}
                isDisabled={isDisabled || (!names.includes('') && !canAdd)}
                onPress={() => choose(name)}
              >
                <Icon name="plus" size="sm" />
                {name}
              </Button>
            ))}
          </div>
        </div>
      )}
      {serverError && (
        <p className="text-sm font-medium text-danger-foreground" data-slot="participants-error">
          {serverError}
        </p>
      )}
      {needsParticipantHint(names.length) && <Alert tone="warning">{t.none()}</Alert>}
      {canAdd ? (
        <Button
          variant="secondary"
          className="self-start"
          isDisabled={isDisabled}
          onPress={() => {
            focusNext.current = names.length;
            onChange([...names, ...Array.from({ length: step }, () => '')]);
          }}
        >
          {step > 1 ? t.addBlock({ count: step }) : t.add()}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t.max({ max: cap })}</p>
      )}
    </div>
  );
}
