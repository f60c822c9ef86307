import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Accordion, type AccordionItem } from '../accordion/Accordion';
import { AppLink } from '../link/AppLink';
import type { LinkItem } from '../types';

const Foot = styled.footer`
  margin-top: var(--space-12);
  background: var(--color-footer-background);
  color: var(--color-footer-text);
  a {
    color: var(--color-footer-link);
  }
  h2 {
    font-size: 1.05rem;
    color: var(--color-footer-heading);
  }
`;

const Columns = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: var(--space-8) var(--space-4);
  display: grid;
  gap: var(--space-6);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a,
  li span {
    display: inline-block;
    padding: var(--space-1) 0;
  }
  /* The accordion sits on a light card inside the dark footer. */
  [aria-expanded] {
    color: var(--color-text);
  }
  address {
    color: var(--color-text);
  }
  address a {
    color: var(--color-link);
  }
`;

const Bottom = styled.div`
  border-top: 1px solid var(--color-footer-rule);
  padding: var(--space-4);
  text-align: center;
  font-size: 0.9rem;
  p {
    margin: var(--space-1) 0;
  }
`;

const Counter = styled.p`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.15em;
`;

export interface FooterProps {
  /** Accordion of showroom addresses, all closed at first. */
  showrooms: { heading: string; items: AccordionItem[] };
  /** Link column to the category pages. */
  products: { heading: string; links: LinkItem[] };
  /** Link column; a link without href shows as text (e.g. 'Career'). */
  quickLinks: { heading: string; links: LinkItem[] };
  /** Social network links, opened in a new tab. */
  social: { heading: string; links: LinkItem[] };
  /** Visitor counter, value already padded to its digits. */
  counter: { label: string; value: string };
  /** e.g. 'LAST UPDATE: 15-07-2025'. */
  lastUpdate: string;
  copyright: string;
  /** Developer credit link, opened in a new tab. */
  credit: { label: string; href: string };
}

function LinkColumn({ heading, links }: { heading: string; links: LinkItem[] }): ReactNode {
  // An empty column would be a heading over nothing: a shop with no such links has no such column.
  if (links.length === 0) return null;
  return (
    <section>
      <h2>{heading}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.label}>{l.href ? <AppLink href={l.href}>{l.label}</AppLink> : <span>{l.label}</span>}</li>
        ))}
      </ul>
    </section>
  );
}

/** Site footer: showroom addresses, link columns, visitor counter and credits. */
export function Footer({ showrooms, products, quickLinks, social, counter, lastUpdate, copyright, credit }: FooterProps) {
  return (
    <Foot>
      <Columns>
        {showrooms.items.length > 0 && (
          <section>
            <h2>{showrooms.heading}</h2>
            <Accordion items={showrooms.items} initiallyOpen={null} />
          </section>
        )}
        <LinkColumn {...products} />
        <LinkColumn {...quickLinks} />
        <LinkColumn {...social} />
      </Columns>
      <Bottom>
        <Counter>
          {counter.label}: {counter.value}
        </Counter>
        <p>{lastUpdate}</p>
        <p>{copyright}</p>
        <p>
          <a href={credit.href} target="_blank" rel="noopener noreferrer">
            {credit.label}
          </a>
        </p>
      </Bottom>
    </Foot>
  );
}
