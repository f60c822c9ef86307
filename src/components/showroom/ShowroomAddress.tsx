import styled from 'styled-components';

const Address = styled.address`
  font-style: normal;
  display: grid;
  gap: var(--space-1);
  span {
    display: block;
  }
`;

export interface ShowroomAddressProps {
  /** Showroom name in bold above the address. */
  name?: string;
  /** Omitted when a panel shows only the phone or directions. */
  lines?: string[];
  /** Pin code with its label, e.g. 'PIN 741126'. */
  pin?: { label: string; value: string };
  /** Label, the number as shown, and its tel: link. */
  phone?: { label: string; display: string; href: string };
  /** Map directions link, opened in a new tab. */
  directions?: { label: string; href: string };
}

/** A showroom's contact details: any of its postal address, phone and direction link. */
export function ShowroomAddress({ name, lines = [], pin, phone, directions }: ShowroomAddressProps) {
  return (
    <Address>
      {name && <strong>{name}</strong>}
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {pin && (
        <span>
          {pin.label} {pin.value}
        </span>
      )}
      {phone && (
        <span>
          {phone.label}: <a href={phone.href}>{phone.display}</a>
        </span>
      )}
      {directions && (
        <a href={directions.href} target="_blank" rel="noopener noreferrer">
          {directions.label}
        </a>
      )}
    </Address>
  );
}
