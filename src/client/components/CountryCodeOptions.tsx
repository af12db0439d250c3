import { COUNTRY_CODES } from '@shared/domain/country-codes';

/** The <option>s of a phone country-code select (spec part 2 §9), shared by profile and wizard. */
export function CountryCodeOptions() {
  return (
    <>
      {COUNTRY_CODES.map((c) => (
        <option key={c.code} value={c.code}>
          {c.code} {c.country}
        </option>
      ))}
    </>
  );
}
