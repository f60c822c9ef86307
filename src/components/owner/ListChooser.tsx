import styled from 'styled-components';
import { AppLink } from '../link/AppLink';
import { choiceLink } from './owner-styles';
import type { ShelfList } from './shelf-product';

export interface ListChooserProps {
  /** Names the chooser for screen readers. */
  label: string;
  lists: readonly ShelfList[];
  /** The id of the list shown. */
  current: string;
}

const Chooser = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${choiceLink}
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
  }
  a[aria-current='page'] {
    border-color: var(--color-brand);
  }
`;

/** The shop's product lists by their titles, each a link to its shelf; the one shown is marked. */
export function ListChooser({ label, lists, current }: ListChooserProps) {
  return (
    <Chooser aria-label={label}>
      <ul>
        {lists.map((list) => (
          <li key={list.id}>
            <AppLink href={list.href} aria-current={list.id === current ? 'page' : undefined}>
              {list.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </Chooser>
  );
}
