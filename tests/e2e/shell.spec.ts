import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test.describe('shell page', () => {
  test.use({ locale: 'de-DE' });

  test('greets in German by default and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();
    await expect(page.getByText('Kurse einfach machen')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectNoAxeViolations(page);
  });

  test('switches to English from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Making courses simple')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page);
  });
});

test.describe('English browser', () => {
  test.use({ locale: 'en-GB' });

  test('starts in English when the browser language is not German', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Making courses simple')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
