import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../../../src/components/accordion/Accordion';

const items = [
  { heading: 'Address', content: 'Main road' },
  { heading: 'Hours', content: '10 to 8' },
];

const renderAccordion = (headingLevel?: 2 | 3) => render(<Accordion items={items} headingLevel={headingLevel} />);

describe('Accordion', () => {
  it('puts its header buttons in h3 headings by default', () => {
    renderAccordion();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Address', 'Hours']);
  });

  it('uses h2 directly under a page heading, so no level is skipped', () => {
    renderAccordion(2);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(2);
    expect(headings[0]).toContainElement(screen.getByRole('button', { name: 'Address' }));
  });
});
