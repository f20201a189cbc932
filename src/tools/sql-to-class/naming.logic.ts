/** Identifier helpers shared by the class-name derivation and every generator. */

const WORDS = /[^\p{L}\p{N}]+/u;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A name usable as an identifier in every target language: letters, digits and underscores, not starting with a digit. */
function identifierSafe(name: string, fallback: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\w]/g, '');
  if (ascii === '') return fallback;
  return /^\d/.test(ascii) ? `_${ascii}` : ascii;
}

/** order_items -> OrderItems, UserID -> UserID, "line item" -> LineItem. */
export function pascalCase(name: string, fallback = 'Item'): string {
  return identifierSafe(name.split(WORDS).filter(Boolean).map(capitalize).join(''), fallback);
}

/** order_items -> orderItems, UserID -> userID, URL -> url, IDNumber -> idNumber. */
export function camelCase(name: string, fallback = 'item'): string {
  const pascal = pascalCase(name, fallback);
  if (pascal.startsWith('_')) return pascal;
  if (pascal === pascal.toUpperCase()) return pascal.toLowerCase();
  const leadingCaps = /^[A-Z]+/.exec(pascal)?.[0] ?? '';
  const keep = leadingCaps.length > 1 && /[a-z]/.test(pascal.charAt(leadingCaps.length)) ? leadingCaps.length - 1 : leadingCaps.length;
  return pascal.slice(0, keep).toLowerCase() + pascal.slice(keep);
}

/** user_id -> user_id, "Created At" -> created_at, UserID -> user_id. */
export function snakeCase(name: string, fallback = 'item'): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .split(WORDS)
    .filter(Boolean);
  return identifierSafe(words.join('_').toLowerCase(), fallback);
}

/** Gives each name in order a unique spelling by numbering repeats: Id, Id2, Id3. */
export function uniqueNamer(taken: Iterable<string> = []): (name: string) => string {
  const used = new Set(Array.from(taken, (name) => name.toLowerCase()));
  return (name) => {
    let candidate = name;
    for (let index = 2; used.has(candidate.toLowerCase()); index += 1) candidate = `${name}${index}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Strips a trailing id from a foreign-key column to name its navigation: customer_id -> customer, AuthorID -> Author. */
export function navigationBase(column: string): string {
  const stripped = column.replace(/(?:_id|_fk|Id|ID|_key)$/, '');
  return stripped === '' || stripped === column ? '' : stripped;
}
