import { createTheme } from '../../src/theme/theme';
import { specCatalogue } from './catalogue';

/**
 * The styled-components theme of the specification's catalogue, for tests that render components without the
 * app's providers. (Named before the specification had its own frozen file; many tests import it by this name.)
 */
export const shippedTheme = createTheme(specCatalogue().theme);
