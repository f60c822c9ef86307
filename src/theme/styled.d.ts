import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the interface must exist to give DefaultTheme the Theme type
  export interface DefaultTheme extends Theme {}
}
