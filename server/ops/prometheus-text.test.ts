import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from './prometheus-text';

const HISTOGRAM = [
  '# HELP latency_seconds Time taken',
  '# TYPE latency_seconds histogram',
  'latency_seconds_bucket{route="/a",le="0.1"} 1',
  'latency_seconds_bucket{route="/a",le="+Inf"} 3',
  'latency_seconds_sum{route="/a"} 0.7',
  'latency_seconds_count{route="/a"} 3',
];

describe('the Prometheus text parser of the tests', () => {
  it('reads families, their types, labels with escapes and special values', () => {
    const families = parsePrometheusText(['# TYPE up gauge', 'up{path="C:\\\\x",say="a \\"b\\"\\n"} NaN', 'up{path="y",} +Inf 1700000000000', ...HISTOGRAM, ''].join('\n'));
    expect(families.get('up')).toEqual({
      name: 'up',
      type: 'gauge',
      samples: [
        { name: 'up', labels: { path: 'C:\\x', say: 'a "b"\n' }, value: Number.NaN },
        { name: 'up', labels: { path: 'y' }, value: Infinity },
      ],
    });
    expect(families.get('latency_seconds')).toMatchObject({ type: 'histogram', help: 'Time taken' });
    expect(families.get('latency_seconds')!.samples.map((s) => [s.name, s.value])).toEqual([['latency_seconds_bucket', 1], ['latency_seconds_bucket', 3], ['latency_seconds_sum', 0.7], ['latency_seconds_count', 3]]);
  });

  it.each([
    ['a bad metric name', '9lives 1\n', 'bad metric name'],
    ['an unclosed label value', 'x{a="1} 2\n', 'not closed'],
    ['an unquoted label value', 'x{a=1} 2\n', 'has no ="value"'],
    ['a bad escape', 'x{a="\\t"} 2\n', 'bad escape'],
    ['a label given twice', 'x{a="1",a="2"} 2\n', 'given twice'],
    ['a value that is no number', 'x 12abc\n', 'not a number'],
    ['no value', 'x{a="1"}\n', 'expected " value [timestamp]"'],
    ['a last line without a line feed', 'x 1', 'line feed'],
    ['the same series twice', 'x{a="1"} 1\nx{a="1"} 2\n', 'given twice'],
    ['a family split by another', 'x 1\ny 1\nx{a="1"} 2\n', 'appears again'],
    ['a TYPE after the samples', 'x 1\n# TYPE x gauge\n', 'after its samples'],
    ['a TYPE given twice', '# TYPE x gauge\n# TYPE x gauge\n', 'TYPE of x given twice'],
    ['an unknown type', '# TYPE x meter\n', 'unknown type'],
    ['a histogram without +Inf', `${HISTOGRAM.filter((l) => !l.includes('+Inf')).join('\n')}\n`, 'no le="+Inf"'],
    ['a histogram whose buckets fall', `${HISTOGRAM.join('\n').replace('le="0.1"} 1', 'le="0.1"} 5')}\n`, 'buckets fall'],
    ['a histogram whose count is not its +Inf bucket', `${HISTOGRAM.join('\n').replace('_count{route="/a"} 3', '_count{route="/a"} 4')}\n`, 'count is not'],
  ])('refuses %s', (_, text, reason) => {
    expect(() => parsePrometheusText(text)).toThrow(reason);
  });
});
