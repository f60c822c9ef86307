import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmRemove } from '../../../../src/components/owner/ConfirmRemove';

const WORDS = {
  remove: 'Delete the blue shawl',
  question: 'Delete the blue shawl? It cannot be undone.',
  confirm: 'Delete it',
  cancel: 'Keep it',
  removing: 'Deleting…',
  notRemoved: 'Not deleted: {reason}',
};

describe('a delete that asks first', () => {
  it('asks with the focus on Keep it, and gives it back to Delete when kept', async () => {
    const remove = vi.fn(() => Promise.resolve(null));
    const user = userEvent.setup();
    render(<ConfirmRemove words={WORDS} remove={remove} />);
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('button', { name: WORDS.remove }));
    expect(screen.getByRole('group', { name: WORDS.question })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WORDS.cancel })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: WORDS.remove })).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();
  });

  it('keeps the question, with the reason, when the delete fails', async () => {
    const remove = vi.fn().mockResolvedValueOnce('No connection.');
    const user = userEvent.setup();
    render(<ConfirmRemove words={WORDS} remove={remove} />);
    await user.click(screen.getByRole('button', { name: WORDS.remove }));
    await user.click(screen.getByRole('button', { name: WORDS.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not deleted: No connection.');
    expect(screen.getByRole('group', { name: WORDS.question })).toBeInTheDocument();
  });
});
