import { useId, type ReactNode } from 'react';
import { SectionHeading } from '../../../components/page/PageHeading';

/** One titled band of the home page; the heading names the section for screen readers. */
export function HomeSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>{heading}</SectionHeading>
      {children}
    </section>
  );
}
