import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COUNTERS_KEY, createDemoSource, ENQUIRIES_KEY, RECEIPTS_KEY } from '../../../src/data/demo/demo-source';
import { fillTemplate } from '../../../src/domain/templates';
import { EnquiryPage } from '../../../src/kinds/enquiry/EnquiryPage';
import { enquiryLang } from '../../../src/kinds/enquiry/enquiry-lang';
import { enquiries, fields, fillEnquiry, VISITOR } from '../../support/fill-enquiry';
import { inLayout } from '../../support/in-layout';
import { catalogue, example, texts } from '../../support/site';
import { PERMISSION_DENIED, refusingWrites } from '../../support/sources';
import { withSource } from '../../support/with-source';

const t = texts.enquiry;
const page = example('enquiryPage');

const meta = {
  title: 'Pages/Enquiry',
  component: EnquiryPage,
  args: { page },
  decorators: [inLayout],
  parameters: { path: page.route },
} satisfies Meta<typeof EnquiryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => canvasElement.querySelector('main')!;
const stored = () => JSON.parse(localStorage.getItem(ENQUIRIES_KEY) ?? '[]') as unknown[];

/** The enquiry page: breadcrumb, heading, intro and the form. */
export const Default: Story = {};

/** Through the demo source: the shop's document (the configured field names and status) is stored as the day's first enquiry. */
export const StoredInDemoData: Story = {
  play: async ({ canvasElement }) => {
    // A fresh demo box: the enquiry is the day's first unit.
    for (const key of [ENQUIRIES_KEY, COUNTERS_KEY, RECEIPTS_KEY]) localStorage.removeItem(key);
    await fillEnquiry(main(canvasElement));
    await userEvent.click(within(main(canvasElement)).getByRole('button', { name: t.submit }));
    await expect(await within(main(canvasElement)).findByRole('status')).toHaveTextContent(t.success);
    await waitFor(() => expect(stored()).toHaveLength(1));
    await expect(stored()[0]).toEqual({
      id: expect.stringMatching(/^\d+-1$/),
      ...VISITOR,
      status: enquiries.status,
      createdAt: expect.any(String),
      day: expect.any(Number),
      seq: 1,
      token: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      // A shop of several languages stores the page's, so the owner answers in it.
      ...enquiryLang(catalogue),
    });
  },
};

/** The data source refuses the write: the page shows the source's own message. */
export const WriteRefused: Story = {
  decorators: [withSource(() => refusingWrites(createDemoSource(), new Error(PERMISSION_DENIED)))],
  play: async ({ canvasElement }) => {
    await fillEnquiry(main(canvasElement));
    await userEvent.click(within(main(canvasElement)).getByRole('button', { name: t.submit }));
    await expect(await within(main(canvasElement)).findByRole('alert')).toHaveTextContent(
      fillTemplate(t.failure, { message: PERMISSION_DENIED }),
    );
  },
};

/**
 * Submitted with no connection (the browser says it is offline): nothing is stored, not even in the
 * demo data, which lives in the browser; the offline text shows and everything typed stays in the form.
 */
export const Offline: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    // The own property hid Navigator.prototype's getter; removing it brings the real one back.
    return () => void Reflect.deleteProperty(navigator, 'onLine');
  },
  play: async ({ canvasElement }) => {
    localStorage.removeItem(ENQUIRIES_KEY);
    const form = within(main(canvasElement));
    await fillEnquiry(main(canvasElement));
    await userEvent.click(form.getByRole('button', { name: t.submit }));
    await expect(await form.findByRole('alert')).toHaveTextContent(texts.offline.enquiry);
    for (const { name, label } of fields) await expect(form.getByLabelText(label)).toHaveValue(VISITOR[name]);
    await expect(form.queryByText(t.success)).toBeNull();
    await expect(stored()).toHaveLength(0);
  },
};
