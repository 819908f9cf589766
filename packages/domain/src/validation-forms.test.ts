import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVENT_PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUIRED_FIELDS,
  canSubmitWaitingList,
  isAssistantSubmitKey,
  isRequiredField,
  normalizeVoucherCode,
  validateAccountForm,
  validateAssistantText,
  validateContactForm,
  validateCustomerForm,
  validateEditPasswordForm,
  validateEventPassword,
  validateLeadForm,
  validatePaymentHolder,
  validateLoginForm,
  validateParticipantName,
  validateParticipants,
  validatePassword,
  validateResendConfirmationForm,
  validateResetPasswordForm,
  validateSignupForm,
  validateVoucherCode,
  validateWaitingListForm,
} from './index';
import { hasErrors } from './validation-rules';

const s = (n: number) => 'x'.repeat(n);
const mail = (n: number) => `${'a'.repeat(n - 6)}@ex.de`; // exactly n characters

describe('REQUIRED_FIELDS (discovery §5)', () => {
  it('are the asterisk fields', () => {
    expect(REQUIRED_FIELDS).toEqual([
      'firstName',
      'lastName',
      'name',
      'email',
      'street',
      'postalCode',
      'city',
    ]);
    expect(isRequiredField('postalCode')).toBe(true);
    expect(isRequiredField('phone')).toBe(false);
  });
});

describe('validateContactForm (discovery §5)', () => {
  const valid = { name: 'Anna Schulz', email: 'anna@ex.de', message: 'Hallo' };

  it('accepts a valid message without phone', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('requires name, email and message', () => {
    expect(validateContactForm({})).toEqual({
      name: { key: 'required' },
      email: { key: 'required' },
      message: { key: 'required' },
    });
  });

  it('checks the email format', () => {
    expect(validateContactForm({ ...valid, email: 'anna' })).toEqual({ email: { key: 'email' } });
  });

  it('limits name, email, phone to 180 and message to 500', () => {
    const ok = { name: s(180), email: mail(180), phone: s(180), message: s(500) };
    expect(validateContactForm(ok)).toEqual({});
    const tooLong = { name: s(181), email: mail(181), phone: s(181), message: s(501) };
    expect(validateContactForm(tooLong)).toEqual({
      name: { key: 'maxLength', max: 180 },
      email: { key: 'maxLength', max: 180 },
      phone: { key: 'maxLength', max: 180 },
      message: { key: 'maxLength', max: 500 },
    });
  });
});

describe('validateWaitingListForm (discovery §5)', () => {
  const guest = { name: 'Anna', email: 'anna@ex.de', participantCount: 1 };

  it('accepts a guest with name, email and count 1', () => {
    expect(validateWaitingListForm(guest)).toEqual({});
  });

  it('limits name, email and phone to 180', () => {
    expect(
      validateWaitingListForm({ ...guest, name: s(180), email: mail(180), phone: s(180) }),
    ).toEqual({});
    expect(
      validateWaitingListForm({ ...guest, name: s(181), email: mail(181), phone: s(181) }),
    ).toEqual({
      name: { key: 'maxLength', max: 180 },
      email: { key: 'maxLength', max: 180 },
      phone: { key: 'maxLength', max: 180 },
    });
  });

  it('participantCount is a whole number from 1 to 1000', () => {
    const range = { key: 'range', min: 1, max: 1000 };
    expect(validateWaitingListForm({ ...guest, participantCount: 0 })).toEqual({
      participantCount: range,
    });
    expect(validateWaitingListForm({ ...guest, participantCount: 1000 })).toEqual({});
    expect(validateWaitingListForm({ ...guest, participantCount: '1001' })).toEqual({
      participantCount: range,
    });
    expect(validateWaitingListForm({ ...guest, participantCount: 2.5 })).toEqual({
      participantCount: { key: 'integer' },
    });
    expect(validateWaitingListForm({ ...guest, participantCount: '' })).toEqual({
      participantCount: { key: 'required' },
    });
  });

  it('checks the answer (max 250) only when the event has a question', () => {
    expect(validateWaitingListForm({ ...guest, answer: s(251) })).toEqual({});
    expect(validateWaitingListForm({ ...guest, answer: s(250) }, { hasQuestion: true })).toEqual(
      {},
    );
    expect(validateWaitingListForm({ ...guest, answer: s(251) }, { hasQuestion: true })).toEqual({
      answer: { key: 'maxLength', max: 250 },
    });
  });

  it('skips the contact fields for logged-in users', () => {
    expect(validateWaitingListForm({ participantCount: 2 }, { loggedIn: true })).toEqual({});
    expect(validateWaitingListForm({ participantCount: 2 })).toEqual({
      name: { key: 'required' },
      email: { key: 'required' },
    });
  });

  it('canSubmitWaitingList: guests need trimmed name and email', () => {
    expect(canSubmitWaitingList({ name: 'Anna', email: 'a@ex.de' })).toBe(true);
    expect(canSubmitWaitingList({ name: ' ', email: 'a@ex.de' })).toBe(false);
    expect(canSubmitWaitingList({ name: 'Anna', email: '' })).toBe(false);
    expect(canSubmitWaitingList({}, { loggedIn: true })).toBe(true);
  });
});

describe('validateLeadForm (discovery §5)', () => {
  it('requires email (format) and url; name optional', () => {
    expect(validateLeadForm({ email: 'a@ex.de', url: 'kurse.de' })).toEqual({});
    expect(validateLeadForm({ name: '' })).toEqual({
      email: { key: 'required' },
      url: { key: 'required' },
    });
    expect(validateLeadForm({ email: 'a@', url: 'x' })).toEqual({ email: { key: 'email' } });
  });
});

describe('participants (transactions §5)', () => {
  it('name required, max 25', () => {
    expect(validateParticipantName(s(25))).toBeUndefined();
    expect(validateParticipantName(s(26))).toEqual({ key: 'maxLength', max: 25 });
    expect(validateParticipantName('  ')).toEqual({ key: 'required' });
  });

  it('needs at least one participant and reports names by index', () => {
    const none = validateParticipants([]);
    expect(none).toEqual({ participants: { key: 'minCount', min: 1 }, names: {} });
    expect(hasErrors(none)).toBe(true);
    const one = validateParticipants(['Mia']);
    expect(one).toEqual({ names: {} });
    expect(hasErrors(one)).toBe(false);
    expect(validateParticipants(['Mia', '', s(26)])).toEqual({
      names: { 1: { key: 'required' }, 2: { key: 'maxLength', max: 25 } },
    });
  });
});

describe('validateCustomerForm (transactions §5)', () => {
  const valid = {
    firstName: 'Anna',
    lastName: 'Schulz',
    email: 'anna@ex.de',
    street: 'Hauptstr. 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  };

  it('accepts the required fields; phone and company optional', () => {
    expect(validateCustomerForm(valid)).toEqual({});
  });

  it('requires all starred fields and the country', () => {
    expect(validateCustomerForm({})).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'required' },
      street: { key: 'required' },
      postalCode: { key: 'required' },
      city: { key: 'required' },
      country: { key: 'required' },
    });
  });

  it('country must be supported', () => {
    expect(validateCustomerForm({ ...valid, country: 'US' })).toEqual({
      country: { key: 'country' },
    });
  });

  it('phone required only with mandatoryPhone', () => {
    expect(validateCustomerForm(valid, { mandatoryPhone: true })).toEqual({
      phone: { key: 'required' },
    });
    expect(validateCustomerForm({ ...valid, phone: '0301234' }, { mandatoryPhone: true })).toEqual(
      {},
    );
  });

  it('password: min 8 when given, required when sign-up is forced', () => {
    expect(validateCustomerForm({ ...valid, password: s(7) })).toEqual({
      password: { key: 'minLength', min: 8 },
    });
    expect(validateCustomerForm({ ...valid, password: s(8) })).toEqual({});
    expect(validateCustomerForm(valid, { passwordRequired: true })).toEqual({
      password: { key: 'required' },
    });
  });

  it('account update uses the customer rules without mandatory phone or password', () => {
    expect(validateAccountForm(valid)).toEqual({});
    const userWithShortPassword = { ...valid, password: 'short' };
    expect(validateAccountForm(userWithShortPassword)).toEqual({});
    expect(validateAccountForm({ ...valid, city: '', country: 'XX' })).toEqual({
      city: { key: 'required' },
      country: { key: 'country' },
    });
  });
});

describe('auth forms (discovery §5)', () => {
  it('signup: names, email (format), password min 8; phone optional', () => {
    const valid = { firstName: 'A', lastName: 'B', email: 'a@ex.de', password: s(8) };
    expect(validateSignupForm(valid)).toEqual({});
    expect(validateSignupForm({ ...valid, password: s(7), email: 'a' })).toEqual({
      password: { key: 'minLength', min: 8 },
      email: { key: 'email' },
    });
    expect(validateSignupForm({})).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'required' },
      password: { key: 'required' },
    });
  });

  it('login: email and password required', () => {
    expect(validateLoginForm({ email: 'x', password: 'y' })).toEqual({});
    expect(validateLoginForm({})).toEqual({
      email: { key: 'required' },
      password: { key: 'required' },
    });
  });

  it('reset password: email required with format; resend: email required', () => {
    expect(validateResetPasswordForm({ email: 'a@ex.de' })).toEqual({});
    expect(validateResetPasswordForm({ email: 'a' })).toEqual({ email: { key: 'email' } });
    expect(validateResetPasswordForm({})).toEqual({ email: { key: 'required' } });
    expect(validateResendConfirmationForm({ email: 'a@ex.de' })).toEqual({});
    expect(validateResendConfirmationForm({ email: '' })).toEqual({ email: { key: 'required' } });
  });

  it('edit password: both required, no match check', () => {
    expect(validateEditPasswordForm({ password: 'a', passwordConfirmation: 'b' })).toEqual({});
    expect(validateEditPasswordForm({ password: 'a' })).toEqual({
      passwordConfirmation: { key: 'required' },
    });
  });
});

describe('single fields (transactions §5, discovery §5)', () => {
  it('password min 8, event password min 1', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(EVENT_PASSWORD_MIN_LENGTH).toBe(1);
    expect(validatePassword(s(7))).toEqual({ key: 'minLength', min: 8 });
    expect(validatePassword(s(8))).toBeUndefined();
    expect(validatePassword('')).toEqual({ key: 'required' });
    expect(validateEventPassword('')).toEqual({ key: 'minLength', min: 1 });
    expect(validateEventPassword('x')).toBeUndefined();
  });

  it('voucher code is trimmed and not empty', () => {
    expect(normalizeVoucherCode('  SUMMER10 ')).toBe('SUMMER10');
    expect(normalizeVoucherCode(undefined)).toBe('');
    expect(validateVoucherCode('   ')).toEqual({ key: 'required' });
    expect(validateVoucherCode(' A ')).toBeUndefined();
  });

  it('assistant text non-empty after trimming', () => {
    expect(validateAssistantText(' \n ')).toEqual({ key: 'required' });
    expect(validateAssistantText('Schwimmkurs in Köln')).toBeUndefined();
  });

  it('Enter submits the assistant, Shift+Enter does not', () => {
    expect(isAssistantSubmitKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isAssistantSubmitKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isAssistantSubmitKey({ key: 'a', shiftKey: false })).toBe(false);
    expect(isAssistantSubmitKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });
});

describe('property: validators report nothing for valid contact forms', () => {
  it('any filled name and message within limits plus a valid email pass', () => {
    const text = (max: number) =>
      fc.string({ minLength: 1, maxLength: max }).filter((v) => v.trim() !== '');
    fc.assert(
      fc.property(text(180), text(500), (name, message) => {
        expect(hasErrors(validateContactForm({ name, email: 'a@ex.de', message }))).toBe(false);
      }),
    );
  });
});

describe('validatePaymentHolder (transactions §4 Payment methods)', () => {
  it('needs the name and a valid e-mail', () => {
    expect(validatePaymentHolder({ name: ' ', email: 'anna@' })).toEqual({
      name: { key: 'required' },
      email: { key: 'email' },
    });
    expect(validatePaymentHolder({ name: 'Anna Schmidt', email: 'anna@example.com' })).toEqual({});
  });
});
