/**
 * Personal-profile rules shared by the profile form and the server (spec part 2 §3, §5).
 */
export type PersonalProfile = {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  agreeToTerms?: boolean | null;
};

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** The three fields a person must fill before anything else (part 2 §5). */
export function hasRequiredPersonalFields(p: PersonalProfile): boolean {
  return filled(p.firstName) && filled(p.lastName) && filled(p.phone);
}

/** Complete = first name, last name, phone and accepted terms (the first-time profile). */
export function isProfileComplete(p: PersonalProfile): boolean {
  return hasRequiredPersonalFields(p) && p.agreeToTerms === true;
}

/** 'name' is the first and last name joined; older single-name records split at the first space. */
export function joinName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName].filter((s) => filled(s)).map((s) => s!.trim()).join(' ');
}

export function splitLegacyName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
