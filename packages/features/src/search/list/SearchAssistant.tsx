import { isAssistantSubmitKey, validateAssistantText } from '@kurse/domain';
import { useI18n, validationMessage } from '@kurse/i18n';
import { Alert, Button, Form, Spinner, TextArea } from '@kurse/ui';
import { useRef, useState } from 'react';
import type { AssistantState } from './use-assistant';

/** Props of {@link SearchAssistant}. */
export interface SearchAssistantProps {
  state: AssistantState;
  /** Called with the sentence once it is non-empty after trimming. */
  onSubmit: (text: string) => void;
}

/**
 * The search assistant's box: a sentence, Enter submits and Shift+Enter makes a new line; an empty
 * sentence (after trimming) is refused at the field and nothing typed is lost. Shows the loading
 * text, then the server's message or the error's. Spec: discovery §2 Search, §4, §5, §8.
 */
export function SearchAssistant({ state, onSubmit }: SearchAssistantProps) {
  const { LL } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const texts = LL.search.assistant;

  const submit = () => {
    const found = validateAssistantText(text);
    setError(found ? validationMessage(LL, found) : null);
    if (found) box.current?.querySelector('textarea')?.focus();
    else onSubmit(text);
  };

  return (
    <section aria-labelledby="search-assistant-title" className="flex flex-col gap-3">
      <h2 id="search-assistant-title" className="text-xl font-semibold">
        {texts.title()}
      </h2>
      <p className="text-muted-foreground">{texts.intro()}</p>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-3"
      >
        <div ref={box}>
          <TextArea
            label={LL.fields.assistant.label()}
            placeholder={LL.fields.assistant.placeholder()}
            description={LL.fields.assistant.hint()}
            rows={3}
            value={text}
            onChange={(value) => {
              setText(value);
              if (error) setError(null);
            }}
            onKeyDown={(event) => {
              if (!isAssistantSubmitKey(event)) return event.continuePropagation();
              event.preventDefault();
              submit();
            }}
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
          />
        </div>
        <Button type="submit" className="self-start" isPending={state.status === 'loading'}>
          {texts.submit()}
        </Button>
      </Form>
      <div aria-live="polite">
        {state.status === 'loading' && (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner size="sm" /> {texts.loading()}
          </p>
        )}
      </div>
      {state.status === 'success' && <Alert tone="success">{state.message}</Alert>}
      {state.status === 'error' && <Alert tone="danger">{state.message}</Alert>}
    </section>
  );
}
