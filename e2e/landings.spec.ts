import { company } from '../src/content/company';
import { PLANS } from '../src/content/catalogue/plans';
import { formatClp } from '../src/lib/format/clp';
import { expect, test, waitForHydration } from './fixtures';

test('the criminal page calls the firm 24/7 and books a defence package at its price', async ({
  page,
}) => {
  await page.goto('/servicios/penal');
  const call = page.getByRole('link', { name: 'Llamar 24/7', exact: true });
  await expect(call.first()).toBeVisible();
  for (const link of await call.all()) {
    await expect(link).toHaveAttribute('href', company.phoneHref);
  }

  await waitForHydration(page);
  const plan = PLANS['defensa-premium'];
  await page.getByRole('link', { name: `Contratar ${plan.name}` }).click();
  const dialog = page.getByRole('dialog', { name: plan.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: plan.name })).toBeVisible();
  await expect(dialog.getByText(formatClp(plan.price), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/servicios\/penal$/);
});
