import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourLiterals } from './colour-literals';

// Colours come from the catalogue's `theme:` block as CSS custom properties on :root
// (src/theme/theme-variables.ts); a literal in a component would ignore the owner's choice.
const ROOTS = ['src/components', 'src/kinds'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

describe('no colour literal in components or page kinds', () => {
  it.each(ROOTS)('%s uses theme tokens only', (root) => {
    const found = sources(root).flatMap((file) =>
      colourLiterals(readFileSync(file, 'utf8'), file).map(({ line, literal }) => `${file}:${line}: ${literal}`),
    );
    expect(found, `use a theme variable (var(--color-*), var(--shade-<percent>)) instead:\n${found.join('\n')}\n`).toEqual([]);
  });
});

describe('the colour-literal finder', () => {
  const literals = (source: string) => colourLiterals(source).map((l) => l.literal);

  it('finds hex colours, colour functions and named colours in CSS values', () => {
    const source = [
      'const A = styled.a`',
      '  color: #fff;',
      '  border-color: #7A1F3DCC;',
      '  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2);',
      '  background: hsl(10 20% 30%);',
      '  outline: 1px solid white;',
      '  &:hover { background: Black; }',
      '`;',
      "const s = { color: 'red' };",
      'const svg = <path fill="white" />;',
    ].join('\n');
    expect(literals(source)).toEqual(['#fff', '#7A1F3DCC', 'rgba(', 'hsl(', 'white', 'Black', 'red', 'white']);
    expect(colourLiterals(source).map((l) => l.line)).toEqual([2, 3, 4, 5, 6, 7, 9, 10]);
  });

  it('leaves alone what is no colour: keywords, property names, ids, comments and visible text', () => {
    const source = [
      '// the error alert is red; #fff is white',
      'const A = styled.a`',
      '  white-space: nowrap;',
      '  border-bottom: 3px solid transparent;',
      '  border: 1px solid currentColor;',
      '  color: ${({ theme }) => theme.color.onBrand};',
      '`;',
      'const skip = <a href="#main">Red and white sarees</a>;',
      'const card = <Card note="Colour: Pink" alt="Expand image: Black bag" />;',
      'const svg = <path fill="currentColor" />;',
    ].join('\n');
    expect(literals(source)).toEqual([]);
  });
});
