/**
 * A small payment form for the gateway stories: the gateway's fields for one method and a pay
 * button that tokenises the IBAN (SEPA) and confirms, as the checkout will. The outcome is shown
 * with the catalogue's texts; its details (intent, status, codes, token) are in `data-*`
 * attributes of the `outcome` test id for the play functions.
 */
import { cardErrorMessage, useFormat, useI18n } from '@kurse/i18n';
import { Alert, Button, Form } from '@kurse/ui';
import { useState, type FormEvent } from 'react';
import {
  demoGateway,
  type BillingDetails,
  type GatewayActions,
  type GatewayMethod,
  type GatewayOutcome,
  type PaymentGateway,
} from '@kurse/adapters/payments';
import { STORY_NOW } from '../../core/test';
import { paymentViews } from './views';

/** Props of {@link PaymentHarness}. */
export interface PaymentHarnessProps {
  gateway: PaymentGateway;
  method: GatewayMethod;
  /** The booking's client secret, `<intent id>_secret_<…>`. */
  clientSecret: string;
  returnUrl: string;
  /** The amount on the pay button, in cents. */
  costs: number;
  billing: BillingDetails;
  /** The booking's connected account. @default null */
  stripeAccount?: string | null;
}

/** The gateway's Provider around the harness form, in the story's language. */
export function PaymentHarness(props: PaymentHarnessProps) {
  const { locale } = useI18n();
  const { Provider } = props.gateway;
  return (
    <div className="flex w-96 max-w-full flex-col gap-4">
      <Provider locale={locale} stripeAccount={props.stripeAccount} views={paymentViews}>
        <HarnessForm {...props} />
      </Provider>
    </div>
  );
}

/** The harness on the demo gateway, made once per story with the stories' clock. */
export function DemoHarness({
  onRedirect,
  ...props
}: Omit<PaymentHarnessProps, 'gateway'> & { onRedirect: (url: string) => void }) {
  const [gateway] = useState(() => demoGateway({ redirect: onRedirect, now: () => STORY_NOW }));
  return <PaymentHarness gateway={gateway} {...props} />;
}

type Shown = GatewayOutcome & { tokenId?: string };

function HarnessForm({ gateway, ...props }: PaymentHarnessProps) {
  const { LL } = useI18n();
  const state = gateway.useGateway();
  if (state.status === 'loading') return <p role="status">{LL.booking.payment.moduleLoading()}</p>;
  if (state.status === 'failed') {
    return (
      <div data-testid="outcome" data-gateway="failed">
        <Alert tone="danger">{LL.booking.errors.moduleFailed()}</Alert>
      </div>
    );
  }
  return <ReadyForm gateway={gateway} actions={state.actions} {...props} />;
}

function ReadyForm(props: PaymentHarnessProps & { actions: GatewayActions }) {
  const { gateway, actions, method, clientSecret, returnUrl, billing } = props;
  const { LL } = useI18n();
  const format = useFormat();
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);

  const pay = async (): Promise<Shown> => {
    let tokenId: string | undefined;
    if (method === 'sepa_debit') {
      const token = await actions.ibanToken(billing);
      if ('code' in token) return { kind: 'failed', code: token.code };
      tokenId = token.tokenId;
    }
    return { ...(await actions.confirm(method, { clientSecret, billing, returnUrl })), tokenId };
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setShown(null);
    setShown(await pay());
    setPending(false);
  };

  const { CardFields, IbanField } = gateway;
  return (
    <Form onSubmit={(e) => void submit(e)} validationBehavior="aria" className="gap-4">
      {method === 'card' && <CardFields disabled={pending} />}
      {method === 'sepa_debit' && <IbanField disabled={pending} />}
      <Button type="submit" isPending={pending} pendingLabel={LL.booking.checkout.paying()}>
        {LL.booking.checkout.pay({ amount: format.money(props.costs) })}
      </Button>
      {shown && <Outcome shown={shown} />}
    </Form>
  );
}

function Outcome({ shown }: { shown: Shown }) {
  const { LL } = useI18n();
  const data = {
    'data-testid': 'outcome',
    'data-kind': shown.kind,
    'data-token': shown.tokenId,
    ...(shown.kind === 'paid' && {
      'data-intent': shown.paymentIntent.id,
      'data-status': shown.paymentIntent.status,
    }),
    ...(shown.kind === 'failed' && { 'data-code': shown.code, 'data-decline': shown.declineCode }),
  };
  return (
    <div {...data}>
      {shown.kind === 'paid' && <Alert tone="success">{LL.booking.checkout.successTitle()}</Alert>}
      {shown.kind === 'redirecting' && <Alert>{LL.booking.payment.redirectNotice()}</Alert>}
      {shown.kind === 'failed' && <Alert tone="danger">{cardErrorMessage(LL, shown.code)}</Alert>}
    </div>
  );
}
