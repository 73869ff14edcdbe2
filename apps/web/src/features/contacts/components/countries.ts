import { getCountries, type CountryCode } from 'libphonenumber-js';

/** Every country libphonenumber knows, by its English name (the browser's own list of names). */
export function countryOptions(): { value: string; label: string; code: CountryCode }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries()
    .map((code) => {
      const name = names.of(code) ?? code;
      return { value: name, label: name, code };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
