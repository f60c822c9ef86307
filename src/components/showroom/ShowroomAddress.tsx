import styled from 'styled-components';

const Address = styled.address`
  font-style: normal;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  span { display: block; }
`;

export interface ShowroomAddressProps {
  name?: string;
  /** Omitted when a panel shows only the phone or directions. */
  lines?: string[];
  pin?: { label: string; value: string };
  phone?: { label: string; display: string; href: string };
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
