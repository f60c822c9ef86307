import { expect, type Page } from '@playwright/test';
import { ownedSpecCatalogue } from './owned-shop';
import { PROJECT_ID } from './settings';
import { authEmulatorClient, authEmulatorPort } from '../support/auth-emulator';
import { fillTemplate } from '../../src/domain/templates';
import { expectAccessible } from '../e2e/support/accessibility';

const catalogue = ownedSpecCatalogue();
const owner = catalogue.pages.find((p) => p.kind === 'owner')!;
const t = catalogue.owner.texts;

/** The suite's Authentication emulator, as the global setup started it. */
export const authEmulator = authEmulatorClient({ url: `http://127.0.0.1:${authEmulatorPort()}`, project: PROJECT_ID });

/**
 * Signs `email` in on the owner's page by e-mail link: asks for the link, reads it from the emulator, opens it.
 * The sign-in page passes axe on the way.
 */
export async function signInByLink(page: Page, email: string): Promise<void> {
  await page.goto(owner.route);
  await expectAccessible(page);
  await page.getByLabel(t.signIn.emailLabel).fill(email);
  await page.getByRole('button', { name: t.signIn.sendLink }).click();
  await expect(page.getByText(fillTemplate(t.signIn.sent, { email }))).toBeVisible();
  // The emulator's link answers with a redirect to the page, as Firebase's own action page does.
  await page.goto(await authEmulator.oobLink(email));
  await expect(page.getByText(fillTemplate(t.session.signedInAs, { email }))).toBeVisible();
}
