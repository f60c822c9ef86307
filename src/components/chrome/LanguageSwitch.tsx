import styled from 'styled-components';
import { LABEL_FONT_PROPERTY, SWITCH_LABEL_WEIGHT } from '../../theme/label-fonts';

// Reached only through virtual:catalogue-language-switch, in a shop with `locales`: a styled component created in
// a shop of one language would renumber styled-components' ids and groups in every page's markup.
const List = styled.ul`
  display: flex;
  gap: var(--space-3);
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    padding: 0 var(--space-2);
    font-weight: ${SWITCH_LABEL_WEIGHT};
    /* A label font before the theme's stack on a page whose switch shows a label in its script (LabelFontStyle sets
       it). Unset elsewhere, and with no fallback: the declaration then acts as unset, so the link inherits as before. */
    font-family: var(${LABEL_FONT_PROPERTY});
  }
`;

/** One of the shop's other languages: its name in its own script, its tag, and this page's address in it. */
export interface LanguageLink {
  label: string;
  lang: string;
  href: string;
}

export interface LanguageSwitchProps {
  /** Accessible name of the list. */
  label: string;
  links: LanguageLink[];
}

/**
 * Links to the page the visitor is on in each other language, named in that language and marked as it (`lang`
 * for screen readers' voice, `hreflang` for where it leads). Plain links: another language's page is another
 * document, with its own texts to download.
 */
export function LanguageSwitch({ label, links }: LanguageSwitchProps) {
  return (
    <List aria-label={label}>
      {links.map((l) => (
        <li key={l.lang}>
          <a href={l.href} lang={l.lang} hrefLang={l.lang}>
            {l.label}
          </a>
        </li>
      ))}
    </List>
  );
}
