/**
 * A roster saved as CSV (issue 34): its bytes decoded and its rows split. Excel on Chinese Windows
 * saves "CSV (逗号分隔)" in GB18030 (GBK) and "CSV UTF-8" in UTF-8 with a BOM, so bytes that are valid
 * UTF-8 are read as UTF-8 and any others as GB18030; a UTF-16 BOM is honoured too.
 *
 * The split is RFC 4180 as Excel writes and reads it, a few lines rather than a package: fields may be
 * quoted, a doubled quote inside quotes is one quote, quoted fields may hold the delimiter and line
 * breaks, rows end at CRLF, LF or CR. A quote inside an unquoted field is kept as it is (Excel does the
 * same); a quote left open at the end of the file is refused, as it would swallow every row after it.
 */

export class CsvError extends Error {
  override readonly name = 'CsvError';
}

/** The text of a CSV file; throws CsvError for what cannot be a roster's text. */
export function decodeCsv(bytes: Uint8Array): string {
  const text = decode(bytes).replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw new CsvError('文件含有无效字符 NUL');
  // Bad bytes decode to U+FFFD; a lone surrogate cannot be a character of any file.
  if (/\uFFFD|\p{Cs}/u.test(text)) throw new CsvError('文件含有无法识别的字符，请以 UTF-8 或 GBK 编码保存');
  return text;
}

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** Tab-separated when the first line has tabs and no comma (Excel's 文本文件), otherwise comma-separated. */
export function delimiterOf(text: string): ',' | '\t' {
  const firstLine = text.slice(0, text.search(/[\r\n]|$/));
  return firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
}

/** The rows of a CSV text, one at a time (so a caller may stop early), each an array of raw field texts. */
export function* csvRows(text: string, delimiter: string = delimiterOf(text)): Generator<string[]> {
  let row: string[] = [];
  let field = '';
  /** Whether the field has begun: only its first character may open quotes ("" is a field begun). */
  let begun = false;
  /** The 1-based row being read, as the roster numbers rows. */
  let rowNumber = 1;
  const endField = () => {
    row.push(field);
    field = '';
    begun = false;
  };
  for (let at = 0; at < text.length; ) {
    const char = text[at]!;
    if (char === '"' && !begun) {
      for (at++; ; at++) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new CsvError(`第 ${rowNumber} 行的引号没有闭合`);
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
      }
    } else if (char === delimiter) {
      endField();
      at++;
      continue;
    } else if (char === '\r' || char === '\n') {
      endField();
      yield row;
      row = [];
      at += char === '\r' && text[at + 1] === '\n' ? 2 : 1;
      rowNumber++;
      continue;
    } else {
      field += char;
      at++;
    }
    begun = true;
  }
  if (begun || row.length > 0) {
    endField();
    yield row;
  }
}
