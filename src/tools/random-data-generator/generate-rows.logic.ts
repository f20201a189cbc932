import type { Faker } from '@faker-js/faker';
import { DATA_TYPE_KEYS, dataType, type GeneratedData, type GenerateRequest, type RowPerson } from './random-data-generator.logic';

/** The stream for the people behind the name and email columns; data types use their catalogue index. */
const PERSON_STREAM = DATA_TYPE_KEYS.length;

/**
 * Generates `count` rows with `faker`, the instance for `request.locale`. Every column draws from its
 * own stream, seeded by (seed, column kind), so a column's values depend only on the seed, locale and
 * row number: adding or removing another column, or asking for more rows, leaves the values already
 * seen unchanged.
 */
export function generateRows(faker: Faker, request: GenerateRequest): GeneratedData {
  const needsPeople = request.fields.some((key) => key === 'person.fullName' || key === 'internet.email');
  const people: RowPerson[] = [];
  if (needsPeople) {
    faker.seed([request.seed, PERSON_STREAM]);
    for (let row = 0; row < request.count; row += 1) people.push({ firstName: faker.person.firstName(), lastName: faker.person.lastName() });
  }
  const noPerson: RowPerson = { firstName: '', lastName: '' };
  const columns = request.fields.map((key) => {
    const type = dataType(key);
    faker.seed([request.seed, DATA_TYPE_KEYS.indexOf(key)]);
    return Array.from({ length: request.count }, (_, row) => type.generate(faker, people[row] ?? noPerson, request));
  });
  const rows = Array.from({ length: request.count }, (_, row) => columns.map((column) => column[row] ?? ''));
  return { request, rows };
}
