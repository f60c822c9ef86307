import styled from 'styled-components';
import { AppLink } from '../link/AppLink';
import type { OwnerTexts } from './owner-texts';
import { choiceLink } from './owner-styles';

/** One of the owner's pages. */
export type OwnerSection = 'enquiries' | 'products';

export interface OwnerNavProps {
  texts: OwnerTexts;
  /** Each page's address, e.g. `/owner` and `/owner/products`. */
  hrefs: Readonly<Record<OwnerSection, string>>;
  /** The page shown: its link is marked as the current page. */
  current: OwnerSection;
}

// Two halves of one row: both fit a 390 px phone, each a full thumb's width.
const Tabs = styled.nav`
  ul {
    display: grid;
    grid-template-columns: 1fr 1fr;
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    overflow: hidden;
  }
  a {
    ${choiceLink}
  }
`;

const ORDER: readonly OwnerSection[] = ['enquiries', 'products'];

/** The switch between the owner's enquiries and products, at the top of each page. */
export function OwnerNav({ texts, hrefs, current }: OwnerNavProps) {
  const t = texts.nav;
  const words: Record<OwnerSection, string> = { enquiries: t.enquiries, products: t.products };
  return (
    <Tabs aria-label={t.label}>
      <ul>
        {ORDER.map((section) => (
          <li key={section}>
            <AppLink href={hrefs[section]} aria-current={section === current ? 'page' : undefined}>
              {words[section]}
            </AppLink>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
