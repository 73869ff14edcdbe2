import { parse } from 'csv-parse/sync';
import { loadBusinessState } from '@ledgerline/projections';

type Queryable = Parameters<typeof loadBusinessState>[0];

/** The contact fields a CSV row may fill (spec 001 §2 "Create-entity form", plus the contact's kinds). */
export const CONTACT_CSV_COLUMNS = [
  { key: 'firstName', header: 'First Name', aliases: ['firstname', 'first', 'givenname'] },
  { key: 'lastName', header: 'Last Name', aliases: ['lastname', 'last', 'surname'] },
  { key: 'email', header: 'Email', aliases: ['email', 'emailaddress'] },
  { key: 'phone', header: 'Phone', aliases: ['phone', 'phonenumber', 'mobile', 'telephone'] },
  { key: 'company', header: 'Company', aliases: ['company', 'companyname', 'business'] },
  { key: 'website', header: 'Website', aliases: ['website', 'web', 'url'] },
  { key: 'address1', header: 'Address 1', aliases: ['address1', 'address', 'addressline1'] },
  { key: 'address2', header: 'Address 2', aliases: ['address2', 'addressline2'] },
  { key: 'city', header: 'City', aliases: ['city', 'town'] },
  { key: 'state', header: 'State', aliases: ['state', 'region'] },
  { key: 'postCode', header: 'Post Code', aliases: ['postcode', 'zip', 'zipcode', 'postalcode'] },
  { key: 'country', header: 'Country', aliases: ['country'] },
  { key: 'description', header: 'Description', aliases: ['description', 'note', 'notes'] },
  { key: 'kinds', header: 'Kinds', aliases: ['kinds', 'kind', 'type', 'group'] },
] as const;

export type ContactCsvKey = (typeof CONTACT_CSV_COLUMNS)[number]['key'] | 'name';

/** The most rows one upload takes: each is its own command, answered in the request. */
export const MAX_CONTACT_UPLOAD_ROWS = 2000;

/** The template: the header and two example rows. */
export function contactTemplateRows(): string[][] {
  return [
    CONTACT_CSV_COLUMNS.map((column) => column.header),
    [
      'Ada',
      'Obi',
      'ada@example.com',
      '+234 803 123 4567',
      'Obi & Sons',
      'https://obi.example.com',
      '12 Broad Street',
      '',
      'Lagos',
      'Lagos',
      '100001',
      'Nigeria',
      'Buys weekly',
      'customer',
    ],
    ['Musa', 'Bello', '', '+234 809 555 0101', 'Bello Farms', '', '4 Market Road', '', 'Kano', 'Kano', '', 'Nigeria', '', 'supplier; creditor'],
  ];
}

export interface ContactCsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  fields: Partial<Record<ContactCsvKey, string | string[]>>;
}

export type ContactCsvFile = { ok: true; rows: ContactCsvRow[] } | { ok: false; message: string };

const normal = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Reads an uploaded contacts CSV with csv-parse: a header naming the columns (in any order, by the
 * template's names or common aliases; unknown columns are read past), then one contact a row.
 * Blank rows are skipped; the apostrophe the CSV writer puts before a formula-like cell is taken
 * off, so an export uploads again as it was. The file as a whole is refused when it cannot be parsed, has no
 * first-name (or name) column, no rows or too many.
 */
export function readContactCsv(text: string): ContactCsvFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    return { ok: false, message: `The file could not be read as CSV: ${(error as Error).message}` };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, message: 'The file is empty: it needs a header and at least one row' };
  const keys: (ContactCsvKey | undefined)[] = header.record.map((cell) => {
    const name = normal(cell);
    if (name === 'name' || name === 'fullname' || name === 'contactname') return 'name';
    return CONTACT_CSV_COLUMNS.find((column) => (column.aliases as readonly string[]).includes(name))?.key;
  });
  if (!keys.includes('firstName') && !keys.includes('name')) {
    return { ok: false, message: 'The file needs a First Name column (download the template to see the columns)' };
  }
  if (body.length === 0) return { ok: false, message: 'The file has no contacts: add a row under the header' };
  if (body.length > MAX_CONTACT_UPLOAD_ROWS) return { ok: false, message: `Upload at most ${MAX_CONTACT_UPLOAD_ROWS} contacts at a time` };
  const rows = body.map(({ record, info }) => {
    const fields: ContactCsvRow['fields'] = {};
    keys.forEach((key, index) => {
      // A cell our exports (and the template) wrote as text ('+234…, '=…) reads back as it was.
      const value = record[index]?.replace(/^'(?=[=+\-@\t\r])/, '');
      if (key === undefined || value === undefined || value === '' || fields[key] !== undefined) return;
      fields[key] = key === 'kinds' ? value.split(/[;,|/\s]+/).filter(Boolean) : value;
    });
    return { line: info.lines, fields };
  });
  return { ok: true, rows };
}

/** The business's name as a file name: `Ada & Sons Stores` → `ada-sons-stores`. */
export async function businessFileSlug(db: Queryable, businessId: string): Promise<string> {
  const state = await loadBusinessState(db, businessId);
  const slug = (state.exists ? state.name : '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return slug || 'business';
}
