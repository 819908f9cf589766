import type { Translation } from '../../catalogue/i18n-types';

/**
 * Customer account: profile tabs, login, signup, profile form, confirmation and password pages.
 * Spec: discovery §2 Customer profile, Confirmation and password pages; §4 User session; §5; §8.
 */
export const account = {
  title: 'My profile',
  tabs: {
    label: 'Sections of your profile',
    bookings: 'Bookings',
    onDemand: 'On demand',
    contracts: 'Subscriptions and contracts',
    providers: 'Providers',
    account: 'My details',
    count: '{count}',
    backToTabs: 'Back to the overview',
  },
  login: {
    title: 'Log in',
    submit: 'Log in',
    failed: "Your email address or password isn't right. Please try again.",
    unavailable:
      "Logging in isn't working right now – it's not your details. Please try again in a moment.",
    locked: 'Too many login attempts. Please try again in {minutes} {{minute|minutes}}.',
    lockedSoon: 'Too many login attempts. Please wait a moment and then try again.',
    forgotPassword: 'Forgotten your password?',
    noAccount: "Don't have an account yet?",
    toSignup: 'Sign up now',
    redirecting: "You're being redirected …",
  },
  signup: {
    title: 'Sign up',
    submit: 'Create account',
    failed: "Signing up didn't work. Please check your details.",
    termsHint: 'By signing up you accept the Kurse terms and conditions and privacy policy.',
    haveAccount: 'Already have an account?',
    toLogin: 'Go to login',
    becomeMember: 'Become a member now',
    memberPromo: {
      title: 'New to Kurse?',
      text: 'With an account you book faster and always have your bookings and subscriptions at hand.',
    },
    providerPromo: {
      title: 'Do you offer courses?',
      text: 'Show your offers on Kurse and take bookings online with ease.',
      action: 'Go to provider sign-up',
    },
  },
  loadFailed: "We couldn't load this just now. Please try again.",
  logout: 'Log out',
  loggedInAs: "You're logged in as {email}.",
  profile: {
    title: 'My details',
    save: 'Save changes',
    saved: 'Your details have been saved.',
    saveFailed: "Your details couldn't be saved. Please check the highlighted fields.",
  },
  bookings: {
    empty: "You don't have any bookings yet.",
    loading: 'Loading your bookings …',
    newBooking: 'New booking',
    billingNo: 'Booking {billingNo}',
    date: 'Booked on {date}',
    product: '{name} ({type})',
    participants: 'Participants: {names}',
    costs: 'Costs',
    noCosts: '–',
    bill: 'View invoice',
    ongoing: "This booking hasn't been completed yet.",
    resume: 'Continue booking',
    processing:
      'Your payment has been received and is being processed. There is nothing more you need to do.',
  },
  onDemand: {
    empty: "You haven't booked any on-demand content yet.",
    loading: 'Loading your on-demand content …',
    validUntil: 'Valid until {date}',
    open: 'View content',
    expired: 'Your access to this content has expired.',
  },
  providers: {
    empty: "You haven't visited any providers yet.",
    emptyHint: 'Browse the search or discover offers you can join online.',
    toSearch: 'Go to search',
    toOnlineSearch: 'Discover online offers',
    visitedAt: 'Visited on {date}',
  },
  confirmation: {
    successTitle: 'Your email address is confirmed',
    successText: 'Great to have you with us! Your account is now active.',
    toProfile: 'Go to my profile',
    errorTitle: "That didn't work",
    errorText:
      "The confirmation link is invalid or has expired. Enter your email address and we'll send you a new one.",
    resend: 'Send new link',
    resent: "We've sent you a new confirmation link. Please check your inbox.",
    resendFailed: "The link couldn't be sent. Please check your email address.",
  },
  passwordReset: {
    title: 'Reset password',
    intro: "Enter your email address. We'll send you a link to choose a new password.",
    submit: 'Request link',
    success:
      'If there is an account with this address, the link is on its way. Please check your inbox.',
    failed: "Resetting didn't work. Please check your email address.",
    toLogin: 'Go to login',
    toSignup: 'New here? Sign up',
  },
  passwordEdit: {
    title: 'Choose a new password',
    submit: 'Save password',
    success: 'Your new password has been saved. You can log in now.',
    failed:
      "Your password couldn't be changed. Perhaps the link has expired – just request a new one.",
    requestNew: 'Request a new link',
    toLogin: 'Go to login',
  },
} satisfies Translation['account'];
