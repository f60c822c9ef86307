import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Inbox, type InboxProps } from '../../../../src/components/owner/Inbox';
import { ownerTexts as texts, sampleEnquiries, sampleFields, sampleShop, sampleStatuses } from '../../../../stories/support/owner-inbox';

function setup(props: Partial<InboxProps> = {}) {
  const handlers = {
    onFilter: vi.fn(),
    onRetry: vi.fn(),
    onMore: vi.fn(),
    onExport: vi.fn(),
    onStatus: vi.fn(() => Promise.resolve(null)),
    onNote: vi.fn(() => Promise.resolve(null)),
    onRemove: vi.fn(() => Promise.resolve(null)),
  };
  render(
    <Inbox
      texts={texts}
      shop={sampleShop}
      fields={sampleFields}
      statuses={sampleStatuses}
      noteMaxLength={500}
      filter={null}
      counts={{ Available: 8, Replied: 4, Closed: 0 }}
      total={12}
      today={{ count: 12, limit: 200 }}
      phase="ready"
      enquiries={sampleEnquiries(3)}
      hasMore
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), ...handlers };
}

describe('the inbox', () => {
  it('says how many are new and how full today’s box is, and filters by status with counts', async () => {
    const { user, onFilter } = setup();
    expect(screen.getByText('8 new')).toBeInTheDocument();
    expect(screen.getByText('12 of 200 today')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: texts.inbox.filterLabel });
    expect(within(filter).getByRole('button', { name: 'All (12)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filter).getByRole('button', { name: 'Replied (4)' }));
    expect(onFilter).toHaveBeenCalledWith('Replied');
  });

  it('shows a full box as such, and a status without a count by its name alone', () => {
    setup({ today: { count: 200, limit: 200 }, counts: { Available: 0 } });
    expect(screen.getByText(/The enquiry box is full today \(200 of 200\)/)).toBeInTheDocument();
    expect(screen.queryByText(/new$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists each enquiry as a card, then More, what is shown and the CSV of it', async () => {
    const { user, onMore, onExport } = setup();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('3 of 12 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.inbox.more }));
    expect(onMore).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Download these 3 as CSV' }));
    expect(onExport).toHaveBeenCalled();
  });

  it('passes a card’s status change on with its id', async () => {
    const { user, onStatus } = setup();
    const [first] = screen.getAllByRole('article');
    await user.selectOptions(within(first!).getByLabelText(texts.card.status), 'Closed');
    expect(onStatus).toHaveBeenCalledWith('20279-3', 'Closed');
  });

  it('says it is loading in place of the list', () => {
    setup({ phase: 'loading', enquiries: [] });
    expect(screen.getByRole('status')).toHaveTextContent(texts.inbox.loading);
    expect(screen.queryByRole('button', { name: texts.inbox.more })).toBeNull();
  });

  it('says so when there are no enquiries', () => {
    setup({ enquiries: [], hasMore: false });
    expect(screen.getByRole('status')).toHaveTextContent(texts.inbox.empty);
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
  });

  it('says so when a status has none', () => {
    setup({ enquiries: [], hasMore: false, filter: 'Closed' });
    expect(screen.getByRole('status')).toHaveTextContent('No enquiries with the status Closed.');
  });

  it('shows a failure with Retry', async () => {
    const { user, onRetry } = setup({ phase: 'failed', error: texts.failure.offline, enquiries: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(texts.failure.offline);
    await user.click(screen.getByRole('button', { name: texts.inbox.retry }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps the list when More fails, saying why; More is busy while it loads', () => {
    setup({ moreError: texts.failure.offline, loadingMore: true });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent(texts.failure.offline);
    expect(screen.getByRole('button', { name: texts.inbox.loadingMore })).toBeDisabled();
  });
});
