import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/build-time/load';
import { mutate, positionOf, problems } from '../../support/catalogue';
import { SHOWROOM, SITE_WITH_URL, minimalCatalogue } from '../../support/minimal-catalogue';

// A small shop with a share picture and a showroom photo: two pictures an alias may share.
const SHOP = minimalCatalogue({
  site: SITE_WITH_URL,
  showrooms: SHOWROOM,
});
const TITLE = '  title: Small Shop\n';

// "Billion laughs": nine aliases of nine aliases of …, 9^8 strings once expanded.
const BOMB = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
  .concat(['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`))
  .join('\n');

describe('YAML that cannot be taken at its word', () => {
  it('reports an alias bomb as a located config error, not a stack trace', () => {
    const source = `${SHOP}\n${BOMB}\n`;
    const result = loadCatalogue(source);
    expect(result.ok).toBe(false);
    const out = problems(source);
    const { line, col } = positionOf(source, '*a', 'b: &b');
    expect(out).toEqual([
      `(root) (line ${line}, col ${col}): the aliases (*name) in this file expand too far to read (Excessive alias count indicates a resource exhaustion attack); write the values out instead`,
    ]);
  });

  it('still reads a few ordinary aliases', () => {
    expect(problems(SHOP)).toEqual([]);
    const anchored = mutate(SHOP, 'shareImage: {', 'shareImage: &share {');
    const source = anchored.replace(/photo: \{[^}]+\}/, 'photo: *share');
    expect(source).toContain('photo: *share');
    expect(problems(source)).toEqual([]);
  });

  it.each(['1.1', '1.0', '1.3'])('refuses a directive for YAML version %s, at its line', (version) => {
    const source = `# the shop\n%YAML ${version}\n---\n${SHOP}`;
    expect(problems(source)).toEqual([
      `(root) (line 2, col 1): "%YAML ${version}": only YAML 1.2 is read (under YAML 1.1, on, y and 1:20 would mean true, true and 80); remove the line or write %YAML 1.2`,
    ]);
  });

  it('reads a %YAML 1.2 directive as usual', () => {
    expect(problems(`%YAML 1.2\n---\n${SHOP}`)).toEqual([]);
  });

  it('reports what yaml had to guess (its warnings) as located errors', () => {
    const tagged = mutate(SHOP, TITLE, '  title: !shop Small Shop\n');
    const tag = positionOf(tagged, '!shop');
    expect(problems(tagged)).toEqual([`(root) (line ${tag.line}, col ${tag.col}): YAML: Unresolved tag: !shop`]);

    const directive = `%SHOP demo\n---\n${SHOP}`;
    expect(problems(directive)).toEqual(['(root) (line 1, col 1): YAML: Unknown directive %SHOP']);
  });
});
