import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import type { FieldFinding } from './shelf-product';

const List = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding-left: var(--space-4);
  overflow-wrap: anywhere;
`;

export interface FindingListProps {
  findings: readonly FieldFinding[];
  /** One line's template: {field} and {message}. */
  line: string;
  id?: string;
}

/** What the site found in a product, one line a field, in the reader's words. */
export function FindingList({ findings, line, id }: FindingListProps) {
  return (
    <List id={id}>
      {findings.map((f, i) => (
        <li key={`${f.field}-${i}`}>{fillTemplate(line, { field: f.field, message: f.message })}</li>
      ))}
    </List>
  );
}
