import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkItem } from '../types';

// A labelled complementary landmark, so no content sits outside a landmark.
const Strip = styled.aside`
  background: var(--color-brand-dark);
  color: var(--color-on-brand);
  font-size: 0.9rem;
  a {
    color: inherit;
  }
`;

const Inner = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: var(--space-1) var(--space-4);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-2);
  ul {
    display: flex;
    gap: var(--space-3);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: var(--space-1) 0;
  }
`;

export interface TopStripProps {
  /** Accessible name of the strip's landmark. */
  label: string;
  /** Label, the number as shown, and its tel: link. */
  helpline: { label: string; display: string; href: string };
  /** Accessible name of the social links list. */
  socialLabel: string;
  /** Social network links, opened in a new tab. */
  social: LinkItem[];
  /** The links to this page in the shop's other languages, in a shop with several (drawn by the shell). */
  languageSwitch?: ReactNode;
}

/** The thin strip above the navigation: helpline phone, social links and, in a shop of several languages, the language switch. */
export function TopStrip({ label, helpline, socialLabel, social, languageSwitch }: TopStripProps) {
  return (
    <Strip aria-label={label}>
      <Inner>
        <span>
          {helpline.label} <a href={helpline.href}>{helpline.display}</a>
        </span>
        <ul aria-label={socialLabel}>
          {social.map((s) => (
            <li key={s.label}>
              <a href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        {/* Last, and nothing at all in a shop of one language: its pages keep their markup and React's ids. */}
        {languageSwitch}
      </Inner>
    </Strip>
  );
}
