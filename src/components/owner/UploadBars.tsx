import { useId } from 'react';
import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import { QuietText } from './owner-styles';

/** How far a photo's upload is: file `index` (from 0) of `count`, `sent` bytes of its `size` (the data layer's PhotoProgress fits). */
export interface UploadProgress {
  index: number;
  count: number;
  sent: number;
  size: number;
}

export interface UploadBarsProps {
  progress: UploadProgress;
  /** Above the bars, announced: "Sending the photo…". */
  heading: string;
  /** Names each bar: {number} and {count}. */
  file: string;
}

const Bars = styled.div`
  display: grid;
  gap: var(--space-2);
  label {
    display: grid;
    gap: var(--space-1);
    font-size: 0.875rem;
  }
  progress {
    width: 100%;
    height: 12px;
    accent-color: var(--color-brand);
  }
`;

// The files before the one under way are sent; those after it wait.
const valueOf = ({ index, sent, size }: UploadProgress, i: number) =>
  i < index ? { value: 1, max: 1 } : i > index ? { value: 0, max: 1 } : { value: Math.min(sent, size), max: Math.max(size, 1) };

/** One bar a file of the photo (each copy the resizer made), the one under way filling as it is sent. */
export function UploadBars({ progress, heading, file }: UploadBarsProps) {
  const id = useId();
  return (
    <Bars role="group" aria-labelledby={id}>
      <QuietText id={id} role="status">
        {heading}
      </QuietText>
      {Array.from({ length: progress.count }, (_, i) => (
        <label key={i}>
          {fillTemplate(file, { number: i + 1, count: progress.count })}
          <progress {...valueOf(progress, i)} />
        </label>
      ))}
    </Bars>
  );
}
