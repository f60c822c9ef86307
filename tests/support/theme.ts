import { createTheme } from '../../src/theme/theme';
import { shippedCatalogue } from './catalogue';

/** The styled-components theme of the shipped catalogue, for tests that render components without the app's providers. */
export const shippedTheme = createTheme(shippedCatalogue().theme);
