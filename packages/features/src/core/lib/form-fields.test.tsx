// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstError, useFormFields } from './form-fields';

describe('useFormFields', () => {
  it('keeps what was typed and clears only the changed field’s error', () => {
    const { result } = renderHook(() => useFormFields({ email: '', password: '' }));
    act(() =>
      result.current.setErrors({ email: { key: 'required' }, password: { key: 'required' } }),
    );
    act(() => result.current.bind('email').onChange('demo@kurse.example'));
    expect(result.current.values).toEqual({ email: 'demo@kurse.example', password: '' });
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.errors.password).toEqual({ key: 'required' });
    expect(result.current.bind('email')).toMatchObject({
      name: 'email',
      value: 'demo@kurse.example',
    });
  });

  it('takes new values from their source at once, its errors cleared', () => {
    const { result } = renderHook(() => useFormFields({ firstName: '', email: '' }));
    act(() => result.current.setErrors({ firstName: { key: 'required' } }));
    act(() => result.current.reset({ firstName: 'Julia', email: 'demo@kurse.example' }));
    expect(result.current.field('firstName')).toMatchObject({
      value: 'Julia',
      isInvalid: undefined,
    });
    expect(result.current.bind('email').value).toBe('demo@kurse.example');
  });
});

describe('focusFirstError', () => {
  const form = () => {
    const element = document.createElement('form');
    element.innerHTML = '<input name="firstName"><input name="email"><input name="phone">';
    document.body.append(element);
    return element;
  };

  it('focuses the first field in form order that has an error', () => {
    const element = form();
    const order = ['firstName', 'email', 'phone'] as const;
    expect(
      focusFirstError(element, order, { phone: { key: 'required' }, email: { key: 'email' } }),
    ).toBe(true);
    expect(document.activeElement?.getAttribute('name')).toBe('email');
  });

  it('answers false and moves nothing without errors', () => {
    const element = form();
    (element.elements.namedItem('phone') as HTMLInputElement).focus();
    expect(focusFirstError(element, ['firstName', 'email'], {})).toBe(false);
    expect(document.activeElement?.getAttribute('name')).toBe('phone');
  });
});
