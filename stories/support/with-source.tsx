import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { CatalogueSource } from '../../src/data/source';
import { SourceProvider } from '../../src/data/source-context';

function FreshSource({ make, children }: { make: () => CatalogueSource; children: ReactNode }) {
  // One source per mounted story, so a 'fails once' source fails again on every visit.
  const [source] = useState(make);
  return <SourceProvider source={source}>{children}</SourceProvider>;
}

/** Puts the story on another data source than the global demo one. */
export function withSource(make: () => CatalogueSource): Decorator {
  return (Story) => (
    <FreshSource make={make}>
      <Story />
    </FreshSource>
  );
}
