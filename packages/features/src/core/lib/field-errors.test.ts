import { messagesFor } from '@kurse/i18n';
import { describe, expect, it } from 'vitest';
import { classifyFieldErrors, fieldMessages } from './field-errors';

describe('server field errors in the catalogue’s words (discovery §5, §8; transactions §8)', () => {
  it('reads each field by its first message and gives the German catalogue text', () => {
    const kinds = classifyFieldErrors({
      email: ['has already been taken', 'is invalid'],
      firstName: ["can't be blank"],
      password: ['is too short (minimum is 8 characters)'],
      phone: ['sounds odd to us'],
    });
    const messages = fieldMessages(messagesFor('de'), kinds);
    expect(messages['firstName']).toBe('Bitte fülle dieses Feld aus.');
    expect(messages['password']).toMatch(/8/);
    for (const text of Object.values(messages)) {
      expect(text).not.toMatch(/taken|blank|invalid|too short|sounds odd/);
    }
    expect(Object.keys(messages)).toEqual(['email', 'firstName', 'password', 'phone']);
  });

  it('gives English texts in English and skips fields without an error', () => {
    const messages = fieldMessages(messagesFor('en'), {
      firstName: { kind: 'blank' },
      lastName: undefined,
    });
    expect(messages).toEqual({ firstName: expect.stringMatching(/\S/) });
    expect(messages['firstName']).not.toBe(
      fieldMessages(messagesFor('de'), { firstName: { kind: 'blank' } })['firstName'],
    );
  });
});
