import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import {
  attachedDocumentTypes,
  cargoCategories,
  identificationDocumentTypes,
  nomenclatures,
} from '../features/catalogue/catalogue-tables.ts';
import { exchangeRates } from '../features/currencies/currencies-table.ts';
import { companies } from '../features/customers/companies-table.ts';
import { contracts } from '../features/customers/contracts-table.ts';
import { deliveryPartners } from '../features/delivery-partners/delivery-partners-table.ts';
import { phoneCodes } from '../features/phone-codes/phone-codes-table.ts';
import { staffs } from '../features/staffs/staffs-table.ts';
import { DEMO_ADDRESS_OPTIONS, generateAddresses, insertAddresses } from './address-generator.ts';

/** A fixed uuid for a named demo row, so seeding again finds the row instead of adding another. */
export function stableId(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Real mobile prefixes and national number lengths of the demo countries. */
const PHONE_CODES = [
  { countryCode: 'PL', name: 'Poland mobile 50x', code: '50', type: 'mobile', phoneLength: 9 },
  { countryCode: 'PL', name: 'Poland mobile 60x', code: '60', type: 'mobile', phoneLength: 9 },
  { countryCode: 'PL', name: 'Poland mobile 69x', code: '69', type: 'mobile', phoneLength: 9 },
  { countryCode: 'PL', name: 'Warszawa fixed', code: '22', type: 'fixed', phoneLength: 9 },
  { countryCode: 'UA', name: 'Kyivstar', code: '67', type: 'mobile', phoneLength: 9 },
  { countryCode: 'UA', name: 'Vodafone Ukraine', code: '50', type: 'mobile', phoneLength: 9 },
  { countryCode: 'UA', name: 'lifecell', code: '63', type: 'mobile', phoneLength: 9 },
  { countryCode: 'UA', name: 'Kyiv fixed', code: '44', type: 'fixed', phoneLength: 9 },
  { countryCode: 'DE', name: 'Germany mobile 151', code: '151', type: 'mobile', phoneLength: 11 },
  { countryCode: 'DE', name: 'Germany mobile 170', code: '170', type: 'mobile', phoneLength: 11 },
  { countryCode: 'DE', name: 'Berlin fixed', code: '30', type: 'fixed', phoneLength: 10 },
] as const;

const CARGO_CATEGORIES = [
  {
    name: 'Documents',
    group: 'Documents',
    priority: 1,
    width: 240,
    length: 340,
    height: 20,
    actualWeight: 1000,
  },
  {
    name: 'Parcel up to 10 kg',
    group: 'Parcels',
    priority: 2,
    width: 400,
    length: 600,
    height: 400,
    actualWeight: 10_000,
  },
  {
    name: 'Parcel up to 30 kg',
    group: 'Parcels',
    priority: 3,
    width: 600,
    length: 1200,
    height: 600,
    actualWeight: 30_000,
  },
  {
    name: 'Pallet',
    group: 'Pallets',
    priority: 4,
    width: 800,
    length: 1200,
    height: 1700,
    actualWeight: 1_000_000,
  },
  { name: 'Tyres', group: 'Tyres', priority: 5, width: 800, length: 800, height: 800, actualWeight: 50_000 },
] as const;
const CARGO_TRANSLATIONS: Record<string, Record<string, { name: string }>> = {
  Documents: { uk: { name: 'Документи' }, pl: { name: 'Dokumenty' } },
  'Parcel up to 10 kg': { uk: { name: 'Посилка до 10 кг' }, pl: { name: 'Paczka do 10 kg' } },
  'Parcel up to 30 kg': { uk: { name: 'Посилка до 30 кг' }, pl: { name: 'Paczka do 30 kg' } },
  Pallet: { uk: { name: 'Палета' }, pl: { name: 'Paleta' } },
  Tyres: { uk: { name: 'Шини' }, pl: { name: 'Opony' } },
};

const IDENTIFICATION_DOCUMENTS = [
  { countryCode: 'PL', name: 'Dowód osobisty', control: '^[A-Z]{3}[0-9]{6}$' },
  { countryCode: 'PL', name: 'Paszport', control: '^[A-Z]{2}[0-9]{7}$' },
  { countryCode: 'UA', name: 'ID card', control: '^[0-9]{9}$' },
  { countryCode: 'UA', name: 'Passport', control: '^[A-Z]{2}[0-9]{6}$' },
  { countryCode: 'DE', name: 'Personalausweis', control: '^[A-Z0-9]{9}$' },
];

const ATTACHED_DOCUMENT_TYPES = [
  { name: 'Photo of damage', shortName: 'Damage', ownerDocumentType: 'ProblemParcel' },
  { name: 'Commercial invoice', shortName: 'Invoice', ownerDocumentType: 'Shipment' },
  { name: 'Power of attorney', shortName: 'Attorney', ownerDocumentType: 'Shipment' },
  { name: 'Customs declaration', shortName: 'Customs', ownerDocumentType: 'Shipment' },
] as const;

const COMPANIES = [
  { tin: '5260250274', name: 'Poczta Handlowa Sp. z o.o.', countryCode: 'PL', mainCompany: true },
  { tin: '7740001454', name: 'Orlen Paczka Partner S.A.', countryCode: 'PL', mainCompany: false },
  { tin: '36425142', name: 'TOV Kyiv Trade', countryCode: 'UA', mainCompany: false },
  { tin: 'DE811128135', name: 'Berliner Versand GmbH', countryCode: 'DE', mainCompany: false },
] as const;

const NOMENCLATURES = [
  {
    code: 'BOX-S',
    name: 'Box S',
    type: 'Packaging',
    width: 200,
    length: 300,
    height: 100,
    barcode: '5901234123457',
  },
  {
    code: 'BOX-M',
    name: 'Box M',
    type: 'Packaging',
    width: 300,
    length: 400,
    height: 200,
    barcode: '5901234123464',
  },
  {
    code: 'ENV-A4',
    name: 'Envelope A4',
    type: 'Packaging',
    width: 240,
    length: 330,
    height: 5,
    barcode: '5901234123471',
  },
  {
    code: 'TAPE',
    name: 'Packing tape',
    type: 'Goods',
    width: 50,
    length: 50,
    height: 50,
    barcode: '5901234123488',
  },
] as const;

const DELIVERY_PARTNERS = [
  {
    number: 'WAW01M',
    name: 'InPost Paczkomat WAW01M',
    carrier: 'InPost',
    countryCode: 'PL',
    address: 'Marszałkowska 10, Warszawa',
  },
  {
    number: 'KRA22A',
    name: 'InPost Paczkomat KRA22A',
    carrier: 'InPost',
    countryCode: 'PL',
    address: 'Długa 5, Kraków',
  },
  {
    number: 'PL10293847',
    name: 'DPD Pickup Warszawa Centrum',
    carrier: 'DPD',
    countryCode: 'PL',
    address: 'Polna 3, Warszawa',
  },
  {
    number: 'PLALZ0001',
    name: 'AlzaBox Warszawa Mokotów',
    carrier: 'AlzaBox',
    countryCode: 'PL',
    address: 'Puławska 145, Warszawa',
  },
  {
    number: 'PLPKT0001',
    name: 'Packeta Warszawa Wola',
    carrier: 'Packeta',
    countryCode: 'PL',
    address: 'Wolska 40, Warszawa',
  },
  {
    number: 'DE40012345',
    name: 'DHL Packstation 123',
    carrier: 'DHL',
    countryCode: 'DE',
    address: 'Hauptstraße 1, Berlin',
  },
  {
    number: 'UA0001234',
    name: 'Nova Poshta Kyiv 1',
    carrier: 'NPUkraine',
    countryCode: 'UA',
    address: 'Khreshchatyk 22, Kyiv',
  },
] as const;

const STAFF = [
  {
    mdmId: 'MDM0001',
    lastName: 'Nowak',
    firstName: 'Anna',
    patronymic: null,
    login: 'operator',
    countryCode: 'PL',
  },
  {
    mdmId: 'MDM0002',
    lastName: 'Kowalski',
    firstName: 'Piotr',
    patronymic: null,
    login: 'courier',
    countryCode: 'PL',
  },
  {
    mdmId: 'MDM0003',
    lastName: 'Shevchenko',
    firstName: 'Olena',
    patronymic: 'Ivanivna',
    login: 'base',
    countryCode: 'UA',
  },
  {
    mdmId: 'MDM0004',
    lastName: 'Bondarenko',
    firstName: 'Iryna',
    patronymic: 'Petrivna',
    login: 'branch.employee',
    countryCode: 'UA',
  },
  {
    mdmId: 'MDM0005',
    lastName: 'Müller',
    firstName: 'Jonas',
    patronymic: null,
    login: 'dispatch.manager',
    countryCode: 'DE',
  },
] as const;

/**
 * Illustrative EUR rates of the demo (units of the currency per 1 EUR). A production database
 * gets its rates from the treasury feed through the same table (docs/decisions.md).
 */
export const DEMO_EUR_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  PLN: 4.25,
  UAH: 45.1,
  CZK: 25.2,
  HUF: 395,
  RON: 4.97,
  USD: 1.08,
  GBP: 0.85,
  CHF: 0.94,
  SEK: 11.4,
  BGN: 1.9558,
  MDL: 19.3,
};

/** Demo rows of every register that a production database fills from its own systems. */
export async function seedDemoRegisters(db: Database, today: Date = new Date()) {
  await insertAddresses(db, generateAddresses(DEMO_ADDRESS_OPTIONS));
  await db
    .insert(phoneCodes)
    .values(PHONE_CODES.map((row) => ({ ...row, id: stableId(`phone:${row.countryCode}:${row.code}`) })))
    .onConflictDoNothing();
  await db
    .insert(cargoCategories)
    .values(
      ['PL', 'UA', 'DE'].flatMap((countryCode) =>
        CARGO_CATEGORIES.map((row) => ({
          ...row,
          id: stableId(`cargo:${countryCode}:${row.name}`),
          countryCode,
          volumetricWeight: Math.round((row.width * row.length * row.height) / 4000),
          translations: CARGO_TRANSLATIONS[row.name] ?? {},
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(identificationDocumentTypes)
    .values(
      IDENTIFICATION_DOCUMENTS.map((row) => ({
        ...row,
        id: stableId(`id-doc:${row.countryCode}:${row.name}`),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(attachedDocumentTypes)
    .values(ATTACHED_DOCUMENT_TYPES.map((row) => ({ ...row, id: stableId(`attached:${row.name}`) })))
    .onConflictDoNothing();
  await db
    .insert(companies)
    .values(
      COMPANIES.map((row) => ({
        ...row,
        emails: [`office@${row.tin.toLowerCase()}.example`],
        phones: [],
        ownershipForm: row.countryCode === 'DE' ? 'GmbH' : 'LLC',
        legalAddress: null,
      })),
    )
    .onConflictDoNothing();
  const year = today.getUTCFullYear();
  await db
    .insert(contracts)
    .values(
      COMPANIES.map((company, index) => ({
        number: `C-${year}-${String(index + 1).padStart(4, '0')}`,
        companyTin: company.tin,
        effectiveDate: `${year - 1}-01-01`,
        expiryDate: index === 3 ? `${year - 1}-12-31` : null,
        paymentForm: index % 2 === 0 ? 'NonCash' : 'Cash',
        type: 'Client',
        countryCode: company.countryCode,
        currencyCode: { PL: 'PLN', UA: 'UAH', DE: 'EUR' }[company.countryCode],
        thirdPartyPayerCodes: index === 1 ? ['TPP-001'] : [],
        isThirdPartyPayerContract: index === 1,
        externalId: `ERP-${1000 + index}`,
        settings: [{ name: 'invoicePeriod', value: 'monthly' }],
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(nomenclatures)
    .values(
      NOMENCLATURES.map(({ barcode, ...row }) => ({
        ...row,
        id: stableId(`nomenclature:${row.code}`),
        countryCode: 'PL',
        measurementUnitCode: 'H87',
        volumetricWeight: Math.round((row.width * row.length * row.height) / 4000),
        barcodes: [{ id: stableId(`barcode:${barcode}`), barcode }],
        dimensions: [],
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(deliveryPartners)
    .values(
      DELIVERY_PARTNERS.map((row) => ({ ...row, id: stableId(`partner:${row.carrier}:${row.number}`) })),
    )
    .onConflictDoNothing();
  await db
    .insert(staffs)
    .values(STAFF.map((row) => ({ ...row, positionName: 'Operator', status: 'Working', phone: null })))
    .onConflictDoNothing();
  const rateDay = today.toISOString().slice(0, 10);
  await db
    .insert(exchangeRates)
    .values(
      Object.entries(DEMO_EUR_RATES).flatMap(([currencyCode, rate]) => [
        { date: `${year}-01-01`, currencyCode, rate },
        { date: rateDay, currencyCode, rate },
      ]),
    )
    .onConflictDoNothing();
}
