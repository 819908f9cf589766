/** The booking of the payment stories: its secret, return URL, amount and payer. */
export const STORY_PAYMENT = {
  clientSecret: 'pi_demo_81_k3_secret_demo',
  returnUrl: '/schwimmschule-seepferdchen/checkout-redirect/81',
  costs: 20700,
  billing: { name: 'Julia Neumann', email: 'demo@kurse.example' },
};

/** Where the demo sends the browser after the bank or authentication: the return URL. */
export const STORY_RETURN_WITH_INTENT =
  '/schwimmschule-seepferdchen/checkout-redirect/81?payment_intent=pi_demo_81_k3' +
  '&payment_intent_client_secret=pi_demo_81_k3_secret_demo&redirect_status=succeeded';
