import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoSource, ENQUIRIES_KEY } from '../../../../src/data/demo/demo-source';
import type { CatalogueSource } from '../../../../src/data/source';
import { ANSWERS, catalogue, renderPage } from '../../../support/render-page';

const { texts } = catalogue;
const stored = (): unknown[] => JSON.parse(localStorage.getItem(ENQUIRIES_KEY) ?? '[]') as unknown[];
const submit = () => screen.getByRole('button', { name: texts.enquiry.submit });

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

async function fillAll(user: UserEvent) {
  for (const [label, value] of Object.entries(ANSWERS)) await user.type(screen.getByLabelText(label), value);
}

function expectKept() {
  for (const [label, value] of Object.entries(ANSWERS)) expect(screen.getByLabelText(label)).toHaveValue(value);
}

describe('the enquiry form with no connection', { timeout: 20_000 }, () => {
  it('writes nothing, keeps every field and says it is offline; back online the same text is sent', async () => {
    const demo = createDemoSource();
    const writes = vi.fn(demo.addEnquiry.bind(demo));
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries', { ...demo, addEnquiry: writes });
    await fillAll(user);

    online = false;
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.offline.enquiry);
    expect(writes).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
    expect(screen.queryByText(texts.enquiry.success)).toBeNull();
    expectKept();
    expect(submit()).toBeEnabled();

    online = true;
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(texts.enquiry.success);
    expect(writes).toHaveBeenCalledOnce();
    expect(stored()).toHaveLength(1);
  });

  it('a write that fails once the connection has gone shows the offline text, not the failure', async () => {
    const source: CatalogueSource = {
      ...createDemoSource(),
      addEnquiry: () => {
        // The connection drops while the write is on its way.
        online = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    };
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries', source);
    await fillAll(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.offline.enquiry);
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expectKept();
  });

  it('a write that fails while online still shows the failure with its message', async () => {
    const source: CatalogueSource = { ...createDemoSource(), addEnquiry: () => Promise.reject(new Error('permission denied')) };
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries', source);
    await fillAll(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('permission denied');
    expect(alert).not.toHaveTextContent(texts.offline.enquiry);
    expectKept();
  });
});
