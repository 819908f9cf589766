import { validateLeadForm, type LeadField } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert, Button, EmailField, Form, TextField } from '@kurse/ui';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../core';
import { focusFirstError, useFormFields } from '../../core';
import { tooManyRequestsOf, tooManyRequestsText, type TooManyRequests } from '../../core';

const FIELDS: readonly LeadField[] = ['name', 'email', 'url'];

/**
 * "Suggest a provider" under an empty map search: name (optional), e-mail and website
 * (required). An empty e-mail or website is never sent: the field says what is missing. While
 * sending a second submit is ignored; then the thank-you text. A failed request keeps what was
 * typed and shows the catalogue's message (for too many requests, 429, the wait in minutes).
 * Spec: discovery §2 Map search, §3 Lead, §5.
 */
export function LeadForm() {
  const { LL } = useI18n();
  const { api } = useServices();
  const texts = LL.search.map.lead;
  const { values, setErrors, field } = useFormFields<LeadField>({ name: '', email: '', url: '' });
  const [status, setStatus] = useState<'idle' | 'loading' | 'sent' | 'failed'>('idle');
  const [tooManyRequests, setTooManyRequests] = useState<TooManyRequests | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'loading') return;
    const found = validateLeadForm(values);
    setErrors(found);
    if (focusFirstError(event.currentTarget, FIELDS, found)) return;
    setStatus('loading');
    const name = values.name.trim() || null;
    const result = await api.POST('/providers/lead', {
      body: { name, email: values.email.trim(), url: values.url.trim() },
    });
    setTooManyRequests(result.ok ? null : tooManyRequestsOf(result.error));
    setStatus(result.ok ? 'sent' : 'failed');
  };

  return (
    <section
      aria-labelledby="lead-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="lead-title" className="text-lg font-semibold">
        {texts.title()}
      </h2>
      {status === 'sent' ? (
        <Alert tone="success">{texts.thanks()}</Alert>
      ) : (
        <Form onSubmit={submit} validationBehavior="aria">
          <p className="text-muted-foreground">{texts.intro()}</p>
          <TextField
            {...field('name')}
            isOptional
            autoComplete="organization"
            label={LL.fields.lead.name.label()}
            placeholder={LL.fields.lead.name.placeholder()}
          />
          <EmailField
            {...field('email')}
            isRequired
            label={LL.fields.lead.email.label()}
            placeholder={LL.fields.lead.email.placeholder()}
          />
          <TextField
            {...field('url')}
            isRequired
            type="url"
            autoComplete="url"
            label={LL.fields.lead.url.label()}
            placeholder={LL.fields.lead.url.placeholder()}
          />
          {status === 'failed' && (
            <Alert tone="danger">
              {tooManyRequests
                ? tooManyRequestsText(LL, tooManyRequests.retryAfter)
                : texts.failed()}
            </Alert>
          )}
          <Button
            type="submit"
            className="self-start"
            isPending={status === 'loading'}
            pendingLabel={LL.common.sending()}
          >
            {texts.submit()}
          </Button>
        </Form>
      )}
    </section>
  );
}
