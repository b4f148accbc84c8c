/**
 * Every field name the API's request and answer schemas know (core/contract), read from the schemas
 * themselves, so that the route fuzz puts hostile values into fields added later without edits.
 */
import * as contract from '@core/contract';

/** A zod schema, read through its public `def`. */
interface SchemaNode { def?: Record<string, unknown> }

function collect(node: unknown, names: Set<string>, seen: Set<unknown>): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  const { def } = node as SchemaNode;
  if (!def) return;
  if (def.type === 'object') {
    for (const [name, child] of Object.entries(def.shape as Record<string, unknown>)) {
      names.add(name);
      collect(child, names, seen);
    }
  }
  // Wrappers and containers: optional, nullable, default, array, union, record, pipe, ...
  for (const key of ['innerType', 'element', 'valueType', 'in', 'out', 'left', 'right']) collect(def[key], names, seen);
  if (Array.isArray(def.options)) for (const option of def.options) collect(option, names, seen);
  if (Array.isArray(def.items)) for (const item of def.items) collect(item, names, seen);
}

export function contractFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  for (const value of Object.values(contract)) collect(value, names, seen);
  return [...names].toSorted();
}
