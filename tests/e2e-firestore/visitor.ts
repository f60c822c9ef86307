import type { Page } from '@playwright/test';

/** Opens the spec shop's enquiry page, waits for hydration and types one visitor's answers, named `name`. */
export async function fillEnquiry(page: Page, name: string, comment = 'Is the peach jute tote in stock?'): Promise<void> {
  await page.goto('/Enqueries');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile', { exact: true }).fill('9800000000');
  await page.getByLabel('Email', { exact: true }).fill('visitor@example.com');
  await page.getByLabel('City', { exact: true }).fill('Krishnanagar');
  await page.getByLabel('Comment', { exact: true }).fill(comment);
}
