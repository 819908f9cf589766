// What the benchmarks print: percentiles of their samples and plain text tables.

/**
 * The `p`-th percentile (0–100) of `values`, by the nearest-rank method.
 * @param {readonly number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return /** @type {number} */ (sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]);
}

/** @param {readonly number[]} values */
export const median = (values) => percentile(values, 50);

/**
 * A table with a header row, columns padded to their widest cell; the first column left-aligned,
 * the others right-aligned (numbers).
 * @param {readonly string[]} header
 * @param {readonly (readonly string[])[]} rows
 */
export function table(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {readonly string[]} */ row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * A budget's verdict: `met` or `MISSED`.
 * @param {boolean} met
 */
export const verdict = (met) => (met ? 'met' : 'MISSED');
