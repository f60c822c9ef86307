import { createGlobalStyle } from 'styled-components';

/**
 * The page-wide rules, and the catalogue's theme as custom properties on `:root`
 * (`$variables`, from variablesCss(themeVariables(config))): written once, so every
 * styled component can keep static CSS that reads `var(--…)`.
 */
export const GlobalStyle = createGlobalStyle<{ $variables: string }>`
  :root { ${({ $variables }) => $variables} }
  *, *::before, *::after { box-sizing: border-box; }
  /* Component display rules must never defeat the hidden attribute. */
  [hidden] { display: none !important; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: var(--font-body);
    font-size: 16px;
    line-height: 1.5;
    color: var(--color-text);
    background: var(--color-background);
  }
  img, video { max-width: 100%; height: auto; display: block; }
  a { color: var(--color-link); }
  h1, h2, h3 { line-height: 1.25; margin: 0 0 0.5em; }
  button, input, textarea { font: inherit; }
  :focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
