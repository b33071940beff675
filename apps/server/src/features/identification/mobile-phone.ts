import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

function parse(text: string, countryCode?: string) {
  try {
    return parsePhoneNumberFromString(text, countryCode as CountryCode | undefined);
  } catch {
    return undefined;
  }
}

/**
 * Whether an SMS can reach the number (registers §5 "SMS identification needs a mobile phone").
 * Phones travel as digits only (8-14): read first as a national number of the user's country,
 * then as an international one with its calling code. Numbers whose plan cannot tell mobile from
 * fixed (as in the US) count as mobile, as `phone-number-type` says.
 */
export function isMobilePhone(phone: string, countryCode?: string): boolean {
  const digits = phone.replace(/[\s().+-]/g, '');
  const readings = [parse(digits, countryCode), parse(`+${digits}`)];
  const valid = readings.find((reading) => reading?.isValid());
  return valid !== undefined && MOBILE_TYPES.has(valid.getType() ?? '');
}
