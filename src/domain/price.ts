const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,23,456 — rupee sign and Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
