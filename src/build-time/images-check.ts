import type { ConfigIssue } from '../config/errors.ts';
import { unknownPlaceholders } from '../config/placeholders.ts';
import { variantPlaceholders, variantUrl } from '../domain/image-variants.ts';
import { isSafeUrl } from '../domain/safe-url.ts';
import type { CatalogueConfig } from '../catalogue/schema.ts';

const use = variantPlaceholders.map((p) => `{${p}}`).join(', ');

/**
 * Each `images.variants[i].url` may use only the placeholders variantUrl fills (an unknown one
 * would reach visitors as a broken picture), must name the width (else every width is one file)
 * and, with several formats, the format.
 */
export function checkImages(c: CatalogueConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  (c.images?.variants ?? []).forEach((rule, i) => {
    const path = ['images', 'variants', i, 'url'];
    const names = [...rule.url.matchAll(/\{([^}]*)\}/g)].map(([, name = '']) => name);
    issues.push(...unknownPlaceholders(rule.url, variantPlaceholders, path, use));
    if (!names.includes('width'))
      issues.push({ code: 'invalid-value', path, message: `"${rule.url}" has no {width}: every width would be the same file` });
    // Filled in for a picture under `match`, the URL must still pass the allow-list ("/{base}" would leave the site).
    const sample = variantUrl(`${rule.match}a.jpg`, rule, 360, rule.formats[0]!);
    if (!isSafeUrl(sample, { httpsOnly: true }))
      issues.push({
        code: 'invalid-value',
        path,
        message: `"${rule.url}" makes "${sample}" for ${rule.match}a.jpg, which is not a site-relative path or an https:// URL`,
      });
    if (rule.formats.length > 1 && !names.includes('format'))
      issues.push({
        code: 'invalid-value',
        path,
        message: `"${rule.url}" has no {format}: the ${rule.formats.length} formats would be the same file`,
      });
  });
  return issues;
}
