import styled from 'styled-components';
import { AppLink } from '../link/AppLink';
import type { LinkItem } from '../types';

const List = styled.ol<{ $sep: string }>`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  list-style: none;
  margin: var(--space-4) 0;
  padding: 0;
  font-size: 0.95rem;
  li + li::before {
    /* The separator is decoration, drawn by CSS so screen readers skip it. */
    content: ${({ $sep }) => JSON.stringify($sep)} / '';
    margin-right: var(--space-2);
    color: var(--color-muted);
  }
  a {
    padding: 2px 0;
  }
`;

export interface BreadcrumbProps {
  /** Accessible name of the breadcrumb landmark, e.g. 'Breadcrumb'. */
  label: string;
  /** Home first, current page last; the last crumb is never a link. */
  crumbs: LinkItem[];
  /** Drawn between crumbs by CSS (hidden from screen readers), e.g. '>' or '/'. */
  separator: string;
}

/** Home > Back > current; the last crumb is the current page. */
export function Breadcrumb({ label, crumbs, separator }: BreadcrumbProps) {
  return (
    <nav aria-label={label}>
      <List $sep={separator}>
        {crumbs.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {c.href && i < crumbs.length - 1 ? (
              <AppLink href={c.href}>{c.label}</AppLink>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
