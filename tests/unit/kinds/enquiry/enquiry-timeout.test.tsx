import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import type { CatalogueSource } from '../../../../src/data/source';
import { SPEC, catalogueFrom, mutate } from '../../../support/catalogue';
import { renderRoute } from '../../../support/render-route';

it('a write that never answers fails after writeTimeoutMs, keeps the input and frees the button', async () => {
  const catalogue = catalogueFrom(mutate(SPEC, 'writeTimeoutMs: 20000', 'writeTimeoutMs: 1000'));
  const source: CatalogueSource = { ...createDemoSource(), addEnquiry: () => new Promise<void>(() => {}) };
  const user = userEvent.setup({ delay: null });
  await renderRoute('/Enqueries', { catalogue, source });
  const answers = { Name: 'Asha', Mobile: '98300 00000', Email: 'a@example.com', City: 'Nadia', Comment: 'Hello' };
  for (const [label, value] of Object.entries(answers)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  // The alert comes 1 s after the submit; a busy machine may take longer to draw it (the test has 20 s).
  expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
    'Your enquiry was not sent (no answer within 1 s). Your text is still in the form; please try again.',
  );
  for (const [label, value] of Object.entries(answers)) expect(screen.getByLabelText(label)).toHaveValue(value);
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
