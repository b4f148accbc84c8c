/**
 * A strict parser of the Prometheus text exposition format (version 0.0.4), for tests: /metrics must
 * parse the way Prometheus parses it. Written here because the npm parser of this format
 * (parse-prometheus-text-format) has had no release for years; it follows the format's specification
 * (prometheus.io, "Exposition formats") and refuses what Prometheus refuses: a malformed name, label or
 * value, a TYPE or HELP said twice or after the family's samples, a family split by another, the same
 * series twice, a histogram without its +Inf bucket, with falling buckets, or whose count is not its
 * +Inf bucket.
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
export interface Sample { name: string; labels: Record<string, string>; value: number }
export interface MetricFamily { name: string; type: MetricType; help?: string; samples: Sample[] }

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Partial<Record<MetricType, string[]>> = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count'] };

export class ExpositionError extends Error {
  constructor(lineNumber: number, message: string) {
    super(`line ${lineNumber}: ${message}`);
  }
}

/** A float as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case, as prom-client writes "Nan"). */
function parseValue(text: string, fail: (message: string) => never): number {
  const special = /^([+-]?)(nan|inf|infinity)$/i.exec(text);
  if (special) return special[2]!.toLowerCase() === 'nan' ? Number.NaN : special[1] === '-' ? -Infinity : Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) fail(`not a number: "${text}"`);
  return Number(text);
}

/** `{a="1",b="x\"y"}` from the start of `text`: the labels and what follows them. */
function parseLabels(text: string, fail: (message: string) => never): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let rest = text.slice(1);
  while (!rest.startsWith('}')) {
    const name = LABEL_NAME.exec(rest)?.[0];
    if (!name) fail(`bad label name at "${rest.slice(0, 20)}"`);
    if (Object.hasOwn(labels, name)) fail(`label ${name} given twice`);
    rest = rest.slice(name.length);
    if (!rest.startsWith('="')) fail(`label ${name} has no ="value"`);
    rest = rest.slice(2);
    let value = '';
    for (;;) {
      const char = rest[0];
      if (char === undefined) fail(`label ${name}'s value is not closed`);
      rest = rest.slice(1);
      if (char === '"') break;
      if (char !== '\\') { value += char; continue; }
      const escaped = rest[0];
      rest = rest.slice(1);
      if (escaped === '\\' || escaped === '"') value += escaped;
      else if (escaped === 'n') value += '\n';
      else fail(`label ${name}'s value has a bad escape \\${escaped ?? ''}`);
    }
    labels[name] = value;
    if (rest.startsWith(',')) rest = rest.slice(1);
    else if (!rest.startsWith('}')) fail(`expected , or } after label ${name}`);
  }
  return { labels, rest: rest.slice(1) };
}

/** The family a sample name belongs to: its own, or a histogram's or summary's whose suffix it carries. */
function familyOf(sampleName: string, families: Map<string, MetricFamily>): string {
  for (const [name, family] of families) {
    if ((SUFFIXES[family.type] ?? []).some((suffix) => sampleName === name + suffix)) return name;
  }
  return sampleName;
}

function checkHistogram(family: MetricFamily, fail: (message: string) => never): void {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...others } = sample.labels;
    const key = JSON.stringify(Object.entries(others).toSorted());
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) fail(`${sample.name} without le`);
      entry.buckets.push([parseValue(le, fail), sample.value]);
    } else if (sample.name.endsWith('_count')) entry.count = sample.value;
  }
  for (const { buckets, count } of series.values()) {
    const sorted = buckets.toSorted((a, b) => a[0] - b[0]);
    if (sorted.at(-1)?.[0] !== Infinity) fail(`histogram ${family.name} has no le="+Inf" bucket`);
    sorted.forEach(([, value], i) => { if (i > 0 && value < sorted[i - 1]![1]) fail(`histogram ${family.name}'s buckets fall`); });
    if (count !== sorted.at(-1)![1]) fail(`histogram ${family.name}'s count is not its +Inf bucket`);
  }
}

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const seriesSeen = new Set<string>();
  const closed = new Set<string>();
  const typed = new Set<string>();
  let current: string | undefined;
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  else if (text !== '') throw new ExpositionError(lines.length, 'the last line does not end with a line feed');

  /** The lines of one family come together: once another family starts, it is closed. */
  const enter = (name: string, fail: (message: string) => never) => {
    if (current === name) return;
    if (closed.has(name)) fail(`${name} appears again after another family`);
    if (current !== undefined) closed.add(current);
    current = name;
  };

  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const fail: (message: string) => never = (message) => { throw new ExpositionError(lineNumber, message); };
    if (line.trim() === '') return;
    if (line.startsWith('#')) {
      const [, keyword, name, ...more] = line.split(' ');
      if (keyword !== 'HELP' && keyword !== 'TYPE') return; // a plain comment
      if (!name || METRIC_NAME.exec(name)?.[0] !== name) fail(`bad metric name in # ${keyword}`);
      enter(name, fail);
      const family = families.get(name) ?? { name, type: 'untyped' as MetricType, samples: [] };
      families.set(name, family);
      if (keyword === 'TYPE') {
        const type = more.join(' ') as MetricType;
        if (!TYPES.has(type)) fail(`unknown type "${type}"`);
        if (typed.has(name)) fail(`TYPE of ${name} given twice`);
        if (family.samples.length > 0) fail(`TYPE of ${name} after its samples`);
        family.type = type;
        typed.add(name);
      } else {
        if (family.help !== undefined) fail(`HELP of ${name} given twice`);
        family.help = more.join(' ').replaceAll('\\n', '\n').replaceAll('\\\\', '\\');
      }
      return;
    }
    const name = METRIC_NAME.exec(line)?.[0];
    if (!name) fail(`bad metric name at "${line.slice(0, 20)}"`);
    let rest = line.slice(name.length);
    let labels: Record<string, string> = {};
    if (rest.startsWith('{')) ({ labels, rest } = parseLabels(rest, fail));
    const fields = rest.split(' ').filter(Boolean);
    if (!rest.startsWith(' ') || fields.length < 1 || fields.length > 2) fail('expected " value [timestamp]"');
    if (fields[1] !== undefined && !/^-?\d+$/.test(fields[1])) fail(`bad timestamp "${fields[1]}"`);
    const value = parseValue(fields[0]!, fail);
    const familyName = familyOf(name, families);
    enter(familyName, fail);
    const series = `${name}${JSON.stringify(Object.entries(labels).toSorted())}`;
    if (seriesSeen.has(series)) fail(`${name} with these labels given twice`);
    seriesSeen.add(series);
    const family = families.get(familyName) ?? { name: familyName, type: 'untyped' as MetricType, samples: [] };
    families.set(familyName, family);
    family.samples.push({ name, labels, value });
  });
  for (const family of families.values()) {
    if (family.type === 'histogram') checkHistogram(family, (message) => { throw new ExpositionError(0, message); });
  }
  return families;
}
