// @vitest-environment jsdom
import type { Locale } from '@kurse/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useI18n } from './provider';
import { useFormat } from './use-format';

function Probe() {
  const { LL, locale, setLocale } = useI18n();
  const format = useFormat();
  return (
    <div>
      <p>{LL.common.tagline()}</p>
      <p data-testid="price">{format.money(1250)}</p>
      <button type="button" onClick={() => setLocale(locale === 'de' ? 'en' : 'de')}>
        {LL.nav.otherLanguage()}
      </button>
    </div>
  );
}

afterEach(cleanup);

describe('I18nProvider', () => {
  it('renders German, loads English lazily and keeps <html lang> in step', async () => {
    const onLocaleChange = vi.fn<(locale: Locale) => void>();
    const { rerender } = render(
      <I18nProvider locale="de" onLocaleChange={onLocaleChange}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Kurse einfach machen')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('12,50 €');
    await act(async () => undefined);
    expect(document.documentElement.lang).toBe('de');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onLocaleChange).toHaveBeenCalledWith('en');

    rerender(
      <I18nProvider locale="en" onLocaleChange={onLocaleChange}>
        <Probe />
      </I18nProvider>,
    );
    expect(await screen.findByText('Making courses simple')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('€12.50');
    // <html lang> follows in an effect after the English texts are drawn.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('button', { name: 'Deutsch' })).toBeTruthy();
  });

  it('gives German and a harmless switch outside a provider', () => {
    render(<Probe />);
    expect(screen.getByText('Kurse einfach machen')).toBeTruthy();
    expect(() => fireEvent.click(screen.getByRole('button'))).not.toThrow();
  });

  it('starts in an already loaded locale and works without onLocaleChange', async () => {
    render(
      <I18nProvider locale="en">
        <Probe />
      </I18nProvider>,
    );
    expect(await screen.findByText('Making courses simple')).toBeTruthy();
    expect(() => fireEvent.click(screen.getByRole('button'))).not.toThrow();
  });
});
