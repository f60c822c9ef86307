import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inbox } from '../../../src/components/owner/Inbox';
import { fillTemplate } from '../../../src/domain/templates';
import { ownerTexts as texts, sampleEnquiries, sampleFields, sampleShop, sampleStatuses } from '../../support/owner-inbox';
import { expectFitsAPhone } from '../../support/phone-fit';
import { atWidth, viewports } from '../../support/viewports';

// Fixed sample data: the owner's side looks the same whatever shop Storybook is built for.
const enquiries = sampleEnquiries(5);
const saved = (): Promise<string | null> => Promise.resolve(null);

const meta = {
  title: 'Components/Owner/Inbox',
  component: Inbox,
  args: {
    texts,
    shop: sampleShop,
    fields: sampleFields,
    statuses: sampleStatuses,
    noteMaxLength: 500,
    filter: null,
    counts: { Available: 8, Replied: 4, Closed: 1 },
    total: 13,
    today: { count: 12, limit: 200 },
    phase: 'ready',
    enquiries,
    hasMore: true,
    onFilter: fn(),
    onRetry: fn(),
    onMore: fn(),
    onExport: fn(),
    onStatus: fn(saved),
    onNote: fn(saved),
    onRemove: fn(saved),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Inbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: how many are new, today's box, the filter with counts, the cards, More and the CSV. Marking one replied saves it. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8 new')).toBeVisible();
    await expect(canvas.getByText('12 of 200 today')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(enquiries.length);
    const first = within(canvas.getAllByRole('article')[0]!);
    await userEvent.selectOptions(first.getByLabelText(texts.card.status), 'Replied');
    await expect(args.onStatus).toHaveBeenCalledWith(enquiries[0]!.id, 'Replied');
    await expect(await first.findByRole('status')).toHaveTextContent(texts.card.saved);
  },
};

/** The first page being read. */
export const Loading: Story = {
  args: { phase: 'loading', enquiries: [], hasMore: false, counts: {}, total: undefined, today: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(texts.inbox.loading);
  },
};

/** No enquiries yet. */
export const Empty: Story = {
  args: { enquiries: [], hasMore: false, counts: { Available: 0, Replied: 0, Closed: 0 }, total: 0, today: { count: 0, limit: 200 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(texts.inbox.empty);
  },
};

/** A status with no enquiries. */
export const EmptyStatus: Story = {
  args: { filter: 'Closed', enquiries: [], hasMore: false, counts: { Available: 8, Replied: 4, Closed: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(fillTemplate(texts.inbox.emptyStatus, { status: 'Closed' }));
    await expect(canvas.getByRole('button', { name: 'Closed (0)' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The first page failed (no connection): the reason and Retry. */
export const Failed: Story = {
  args: { phase: 'failed', error: texts.failure.offline, enquiries: [], hasMore: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.failure.offline);
    await userEvent.click(canvas.getByRole('button', { name: texts.inbox.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** "More" failed: the cards shown stay, with the reason. */
export const MoreFailed: Story = {
  args: { moreError: texts.failure.signedOut },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.failure.signedOut);
    await expect(canvas.getAllByRole('article')).toHaveLength(enquiries.length);
  },
};

/** Today's box is full: the owner sees the flood. */
export const BoxFull: Story = {
  args: { today: { count: 200, limit: 200 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The enquiry box is full today \(200 of 200\)/)).toBeVisible();
  },
};

/** On a 390 px phone: one column, nothing wider than the screen, every control at least 44 px tall. */
export const OnAPhone: Story = {
  parameters: viewports,
  globals: atWidth('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expectFitsAPhone(canvasElement);
  },
};
