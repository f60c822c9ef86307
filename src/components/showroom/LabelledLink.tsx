import { AppLink } from '../link/AppLink';

export interface LabelledLinkProps {
  /** Lead-in text, e.g. 'Business phone:'. */
  label: string;
  text: string;
  href: string;
}

/** One line of contact details: a label and its tel:, mailto: or page link. */
export function LabelledLink({ label, text, href }: LabelledLinkProps) {
  return (
    <p>
      {label} <AppLink href={href}>{text}</AppLink>
    </p>
  );
}
