/**
 * PaymentIntent rules shared by both gateways: the intent id in a client secret and the query of
 * the return after an external redirect. Spec: transactions §2 Checkout redirect page.
 */

/** The intent id of a client secret `<id>_secret_<rest>`; the whole text when it has no `_secret_`. */
export function intentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}

/**
 * The demo status of an intent: 'processing' when the secret contains `_pending`,
 * 'requires_payment_method' when it contains `_failed`, otherwise 'succeeded'. Lets the checkout
 * redirect page be shown in each of its branches (transactions §2 Checkout redirect page).
 */
export function demoIntentStatus(clientSecret: string): string {
  if (clientSecret.includes('_pending')) return 'processing';
  if (clientSecret.includes('_failed')) return 'requires_payment_method';
  return 'succeeded';
}

/**
 * `returnUrl` with the query Stripe adds when it sends the browser back: `payment_intent`,
 * `payment_intent_client_secret` and `redirect_status`. A relative `returnUrl` stays relative;
 * its own query and hash are kept. Spec: transactions §2 Checkout redirect page.
 */
export function returnUrlWithIntent(
  returnUrl: string,
  clientSecret: string,
  redirectStatus: string,
): string {
  const absolute = URL.canParse(returnUrl);
  const url = new URL(returnUrl, 'http://return.invalid');
  url.searchParams.set('payment_intent', intentIdOf(clientSecret));
  url.searchParams.set('payment_intent_client_secret', clientSecret);
  url.searchParams.set('redirect_status', redirectStatus);
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
