/** Scenarios for every error of the discovery catalogue (discovery §8). */
import { denseLocations } from './dense';
import { fail } from './types';
import type { Scenario } from './types';

const SERVER_ERROR = 'Unexpected server error.';

/** Discovery §8 scenarios. */
export const DISCOVERY_SCENARIOS: readonly Scenario[] = [
  {
    name: 'provider-not-found',
    description: 'The provider does not exist: the not-found text shows.',
    spec: 'discovery §8 Provider load',
    operations: ['getProvider'],
    answer: fail(404, undefined, 'Not found'),
  },
  {
    name: 'provider-error',
    description: 'Loading the provider fails with a server error: the generic error text shows.',
    spec: 'discovery §8 Provider load',
    operations: ['getProvider'],
    answer: fail(500, undefined, SERVER_ERROR),
  },
  {
    name: 'provider-preview-not-found',
    description: 'No provider has that address: the placeholder provider shows.',
    spec: 'discovery §2 Provider preview',
    operations: ['getProviderPreview'],
    answer: fail(404, undefined, 'Not found'),
  },
  {
    name: 'login-failed',
    description: 'E-mail or password incorrect.',
    spec: 'discovery §8 Login failed, §5 Login',
    operations: ['loginCustomer'],
    answer: fail(401, undefined, 'Invalid email or password.'),
  },
  {
    name: 'login-redirect',
    description: 'The account is flagged: login answers 300 with a route and a token.',
    spec: 'discovery §4 User session',
    operations: ['loginCustomer'],
    answer: { kind: 'status', status: 300, body: { route: '/users/sign_in', token: 'csrf_demo' } },
  },
  {
    name: 'signup-failed',
    description: 'Signup refused with field errors (e-mail taken, password too short).',
    spec: 'discovery §8 Signup failed, §5 Signup',
    operations: ['signupCustomer'],
    answer: fail(422, 'email_taken', 'Please check your details.', {
      email: ['has already been taken'],
      password: ['is too short (minimum is 8 characters)'],
    }),
  },
  {
    name: 'profile-save-failed',
    description: 'Saving the account fails with field errors.',
    spec: 'discovery §8 Profile save failed, §5 Account update',
    operations: ['updateCustomer'],
    answer: fail(422, 'customer_data_invalid', 'Please check your details.', {
      postalCode: ["can't be blank"],
      phone: ['is invalid'],
    }),
  },
  {
    name: 'contact-failed',
    description: 'The contact form message is refused.',
    spec: 'discovery §8 Contact form failed',
    operations: ['sendProviderMessage'],
    answer: fail(422, undefined, 'The message could not be sent.', { email: ['is invalid'] }),
  },
  {
    name: 'password-reset-failed',
    description: 'The reset e-mail cannot be requested.',
    spec: 'discovery §8 Password reset failed',
    operations: ['requestPasswordReset'],
    answer: fail(422, undefined, 'Password reset failed.', { email: ['not found'] }),
  },
  {
    name: 'password-edit-failed',
    description: 'The new password is refused (reset token invalid or expired).',
    spec: 'discovery §8 Edit password failed',
    operations: ['resetPassword'],
    answer: fail(422, undefined, 'Password change failed.', {
      resetPasswordToken: ['is invalid'],
    }),
  },
  {
    name: 'confirmation-failed',
    description: 'A new confirmation link cannot be sent.',
    spec: 'discovery §8 Confirmation link failed',
    operations: ['resendConfirmation'],
    answer: fail(422, undefined, 'Confirmation failed.', { email: ['not found'] }),
  },
  {
    name: 'recommendations-failed',
    description: 'Recommendations fail: the list stays empty, no message.',
    spec: 'discovery §8 Recommendations failure',
    operations: ['listProviderRecommendations', 'listCourseRecommendations'],
    answer: fail(500, undefined, SERVER_ERROR),
  },
  {
    name: 'waiting-list-failed',
    description:
      'The waiting-list application is refused (422, e-mail invalid): the loading flag resets, the field’s message shows.',
    spec: 'discovery §8 Waiting-list failure',
    operations: ['createApplicant'],
    answer: fail(422, undefined, 'The application could not be saved.', {
      email: ['is invalid'],
    }),
  },
  {
    name: 'assistant-unprocessable',
    description: 'The assistant did not understand the sentence (422 with a message).',
    spec: 'discovery §8 Assistant',
    operations: ['searchText'],
    answer: fail(422, undefined, 'Das habe ich leider nicht verstanden.'),
  },
  {
    name: 'assistant-rate-limited',
    description: 'Too many assistant requests (429 with a message).',
    spec: 'discovery §8 Assistant',
    operations: ['searchText'],
    answer: fail(429, 'rate_limited', 'Zu viele Anfragen, bitte versuche es später noch einmal.'),
  },
  {
    name: 'assistant-error',
    description: 'The assistant fails with a server error (message or default error text).',
    spec: 'discovery §8 Assistant',
    operations: ['searchText'],
    answer: fail(500, undefined, 'Der Assistent ist gerade nicht erreichbar.'),
  },
  {
    name: 'franchise-not-found',
    description: 'The franchise does not exist: not found shows.',
    spec: 'discovery §8 Franchise load',
    operations: ['getFranchise', 'listFranchiseProviders'],
    answer: fail(404, undefined, 'Not found'),
  },
  {
    name: 'franchise-error',
    description: 'Loading the franchise fails with a server error: the generic text shows.',
    spec: 'discovery §8 Franchise load',
    operations: ['getFranchise'],
    answer: fail(500, undefined, SERVER_ERROR),
  },
  {
    name: 'schedule-failed',
    description: 'The schedule fetch fails: not found shows.',
    spec: 'discovery §8 Schedule fetch failure',
    operations: ['getFranchiseSchedule'],
    answer: fail(500, undefined, SERVER_ERROR),
  },
  {
    name: 'search-slow',
    description: 'Searches answer after 3 s, so a newer search cancels the one in flight.',
    spec: 'discovery §4 Map search, §8 Cancelled search requests',
    operations: ['searchAll', 'searchCourses', 'searchLocations'],
    answer: { kind: 'delay', ms: 3000 },
  },
  {
    name: 'dense',
    description:
      'The map search answers 10,000 locations spread over the searched circle: the clustering benchmark.',
    spec: 'discovery §2 Map search, §9 Map',
    operations: ['searchLocations'],
    answer: { kind: 'generated', body: denseLocations },
  },
];
