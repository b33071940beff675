import { z } from 'zod';

/**
 * A vehicle's registration number as the scanning screens, the PUDO's receiving and courier shifts
 * take it (registers §5 "vehicle … numbers", §7 vehicle service). After trimming, upper-casing and
 * folding runs of spaces into one, it is 4–10 Latin letters and digits, at least one of them a
 * digit, in groups joined by a single space or hyphen: PL `WX 12345`, `KR 7700A`, `WPI 1234A`;
 * UA `AA 1234 BC`; DE `B-AB 1234`, `M-XY 123E`. The floor of four characters refuses a number
 * typed half-way (`WX 5`) at the cost of the shortest German plates (`B-A 1`); the ceiling of ten
 * fits every plate of the countries served. Ukrainian plates are written with their Latin twins.
 */
export const VEHICLE_NUMBER_PATTERN = /^(?=(?:[ -]?[A-Z0-9]){4,10}$)(?=.*\d)[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/;

/** Trimmed, upper case, one space between groups: the form a vehicle number is stored and compared in. */
export function normalizeVehicleNumber(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toUpperCase();
}

export const isVehicleNumber = (raw: string): boolean =>
  VEHICLE_NUMBER_PATTERN.test(normalizeVehicleNumber(raw));

/** Every request body that carries a vehicle number validates it with this. */
export const vehicleNumberSchema = z
  .string()
  .max(60)
  .transform(normalizeVehicleNumber)
  .pipe(z.string().regex(VEHICLE_NUMBER_PATTERN));
