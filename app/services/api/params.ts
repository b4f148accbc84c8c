/** Query-string serialisers for the two kinds of API base (spec 01 §7). */

type Params = Record<string, unknown>;

const isAbsent = (value: unknown) => value === undefined || value === null;

function encodeValue(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Main base: an array repeats its key (`ids=1&ids=2`); undefined and null are left out. */
export function serializeRepeated(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (isAbsent(value)) continue;
    if (Array.isArray(value)) value.filter((v) => !isAbsent(v)).forEach((v) => search.append(key, encodeValue(v)));
    else search.append(key, encodeValue(value));
  }
  return search.toString();
}

/** Neo base: an array becomes one comma-separated value (`ids=1,2`); null values are skipped. */
export function serializeCommaArrays(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (isAbsent(value)) continue;
    if (Array.isArray(value)) search.append(key, value.filter((v) => !isAbsent(v)).map(encodeValue).join(','));
    else search.append(key, encodeValue(value));
  }
  return search.toString();
}
