/**
 * List search and the search assistant (discovery §2 Search, §4 Search and Assistant, §9).
 * German browser, the demo backend's seed; axe runs once per page in pages.spec.
 */
import { expect, test, type Page } from './test';
import { open } from './app';

test.use({ locale: 'de-DE' });

/** The number in the results heading ("Ergebnisse 17 Ergebnisse"). */
async function resultCount(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name: /^Ergebnisse/ });
  await expect(heading).toBeVisible();
  const text = (await heading.textContent()) ?? '';
  return Number(/(\d+)\s+Ergebnis/.exec(text)?.[1] ?? Number.NaN);
}

test('a visitor types a term, narrows by age and price, loads more and opens a course', async ({
  page,
}) => {
  // Five searches, a page of more results, 18 key presses that each narrow the list, and a course
  // page: on a busy phone run this outlasts the default limit, which here measures nothing.
  test.slow();
  await open(page, '/search');
  await page.getByRole('combobox', { name: 'Suchbegriff' }).fill('schwimm');
  // The term's suggestions may have opened by now: while they show, the page outside the combo
  // box is hidden from assistive technology (react-aria), not from the pointer that clicks.
  await page.getByRole('button', { name: 'Suchen', includeHidden: true }).click();
  await expect(page).toHaveURL(/term=schwimm/);
  await expect(page.getByRole('heading', { level: 2, name: /17 Ergebnisse/ })).toBeVisible();
  const all = await resultCount(page);

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const ages = page.getByRole('group', { name: 'Für wen?' });
  for (const group of ['Eltern', 'Kinder']) {
    await ages.getByText(group, { exact: true }).click();
    await expect(ages.getByRole('checkbox', { name: group })).not.toBeChecked();
  }
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const babies = await resultCount(page);

  // 11 results for babies: the first page shows 9, load more adds the rest.
  const more = page.getByRole('button', { name: 'Mehr laden' });
  await expect(page.getByText('Es gibt noch weitere Ergebnisse.')).toBeVisible();
  await more.click();
  await expect(more).toHaveCount(0);
  await expect(page.getByText('Es gibt noch weitere Ergebnisse.')).toHaveCount(0);

  const price = page.getByRole('slider', { name: 'Höchstpreis' });
  await price.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 18; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByText('bis 90 €')).toBeVisible();
  await expect.poll(() => resultCount(page)).toBeLessThan(babies);
  await expect(page).toHaveURL(/term=schwimm/);

  const course = page
    .getByRole('main')
    .getByRole('link', { name: /Babyschwimmen/ })
    .first();
  await course.click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Babyschwimmen');
});

test('a visitor picks a town from the address suggestions and sees the distances from it', async ({
  page,
}) => {
  await open(page, '/search?term=kinder');
  const address = page.getByRole('combobox', { name: 'Adresse' });
  await address.pressSequentially('Berl');
  // Keyboard: the first suggestion is Berlin; Arrow Down and Enter pick it.
  await expect(page.getByRole('option').first()).toHaveText('10115 Berlin, DE');
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(page).toHaveURL(/address=10115\+Berlin%2C\+DE&lat=52\.52&lng=13\.405/);
  await expect(address).toHaveValue('10115 Berlin, DE');
  await expect(page.getByText('2 km entfernt').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Adresse' })).toHaveValue('10115 Berlin, DE');
});

test('the assistant fills the filters from a German sentence', async ({ page }) => {
  await open(page, '/search?assistant=1');
  const box = page.getByRole('textbox', { name: 'Was suchst du?' });
  await box.fill('Schwimmkurs für mein Baby in Köln unter 100 €');
  await box.press('Enter');
  await expect(
    page.getByText('Ich suche „Schwimmkurs“ für Babys in Köln bis 100,00 €.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Suchbegriff' })).toHaveValue('Schwimmkurs');
  await expect(page.getByRole('combobox', { name: 'Adresse' })).toHaveValue('Köln');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const ages = page.getByRole('group', { name: 'Für wen?' });
  await expect(ages.getByRole('checkbox', { name: 'Babys' })).toBeChecked();
  await expect(ages.getByRole('checkbox', { name: 'Kinder' })).not.toBeChecked();
  await expect(page.getByText('bis 100 €')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Nur buchbare Angebote' })).toBeChecked();
});
