/**
 * A municipality's name for a line that adds its canton: ESTV names municipalities that share a
 * name with their canton ("Küssnacht (SZ)", "Buchs (ZH)"), which would read "Küssnacht (SZ) (SZ)".
 */
export function nameBesideCanton(municipality: { name: string; canton: string }): string {
  const suffix = ` (${municipality.canton})`;
  return municipality.name.endsWith(suffix) ? municipality.name.slice(0, -suffix.length) : municipality.name;
}
