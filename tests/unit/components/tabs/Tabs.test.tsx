import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../../../../src/components/tabs/Tabs';

const items = [
  { label: 'BETHUADAHARI', content: <p>first panel</p> },
  { label: 'BARNIA', content: <p>second panel</p> },
  { label: 'ENQUERIES', content: <input aria-label="Name" /> },
];

function setup() {
  render(
    <>
      <button type="button">before</button>
      <Tabs label="Help Centre" items={items} />
    </>,
  );
  return userEvent.setup({ delay: null });
}

/** Name of the selected tab, which tabs are focusable, and which panel shows. */
function state() {
  const tabs = screen.getAllByRole('tab');
  const selected = tabs.filter((t) => t.getAttribute('aria-selected') === 'true');
  const panel = screen.getByRole('tabpanel');
  return {
    selected: selected.map((t) => t.textContent),
    tabbable: tabs.filter((t) => t.tabIndex === 0).map((t) => t.textContent),
    focused: document.activeElement?.textContent,
    panelLabel: screen.getByRole('tab', { selected: true }).id === panel.getAttribute('aria-labelledby'),
    panel: panel.textContent,
  };
}

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('names the tab list and selects the first tab by default', () => {
    setup();
    expect(screen.getByRole('tablist', { name: 'Help Centre' })).toBeInTheDocument();
    expect(state()).toMatchObject({ selected: ['BETHUADAHARI'], tabbable: ['BETHUADAHARI'], panelLabel: true, panel: 'first panel' });
    const tab = screen.getByRole('tab', { name: 'BETHUADAHARI' });
    expect(tab).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('Tab enters on the selected tab, then leaves to the panel', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'BETHUADAHARI' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('ArrowRight and ArrowLeft move selection and focus, wrapping at the ends', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'BETHUADAHARI' }));
    await user.keyboard('{ArrowRight}');
    expect(state()).toMatchObject({
      selected: ['BARNIA'],
      tabbable: ['BARNIA'],
      focused: 'BARNIA',
      panelLabel: true,
      panel: 'second panel',
    });
    await user.keyboard('{ArrowRight}');
    expect(state()).toMatchObject({ selected: ['ENQUERIES'], focused: 'ENQUERIES' });
    await user.keyboard('{ArrowRight}');
    expect(state()).toMatchObject({ selected: ['BETHUADAHARI'], focused: 'BETHUADAHARI', panel: 'first panel' });
    await user.keyboard('{ArrowLeft}');
    expect(state()).toMatchObject({ selected: ['ENQUERIES'], tabbable: ['ENQUERIES'], focused: 'ENQUERIES' });
    await user.keyboard('{ArrowLeft}');
    expect(state()).toMatchObject({ selected: ['BARNIA'], focused: 'BARNIA' });
  });

  it('Home and End jump to the first and last tab', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'BARNIA' }));
    await user.keyboard('{End}');
    expect(state()).toMatchObject({ selected: ['ENQUERIES'], focused: 'ENQUERIES' });
    await user.keyboard('{Home}');
    expect(state()).toMatchObject({ selected: ['BETHUADAHARI'], focused: 'BETHUADAHARI', panel: 'first panel' });
  });

  it('a click selects; other keys do nothing; hidden panels keep what was typed', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'ENQUERIES' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('tab', { name: 'ENQUERIES' }));
    await user.keyboard('{ArrowDown}a');
    expect(state()).toMatchObject({ selected: ['ENQUERIES'], focused: 'ENQUERIES' });
    await user.click(screen.getByRole('tab', { name: 'BARNIA' }));
    expect(state()).toMatchObject({ selected: ['BARNIA'], panel: 'second panel' });
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'ENQUERIES' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
  });
});
