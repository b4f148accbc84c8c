/**
 * The central directory of a zip, read before anything is unzipped: a roster's .xlsx (issue 34) or a
 * content pack (issue 35). A few MB of zip can declare gigabytes: a zip bomb. The xlsx reader
 * (read-excel-file's universal build, which unzips with fflate) finds its entries by this same directory
 * and gives each one a buffer of its declared size, so bounding the declared sizes here bounds what it
 * will unzip; what we inflate ourselves is held to the declared size too. The limits are the caller's
 * (ROSTER_ZIP_LIMITS, the pack's).
 *
 * Only what ordinary zip programs write is taken: one disk, no ZIP64, no encryption, stored or deflated
 * entries, each name once. The messages are for people, in Chinese.
 */
import { inflateRawSync } from 'node:zlib';

export class ZipError extends Error {
  override readonly name = 'ZipError';
}

export interface ZipEntry {
  name: string;
  /** A symbolic link (a Unix zip's file mode says so): never followed, a pack refuses it. */
  symlink: boolean;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** The uncompressed size the directory declares. */
  size: number;
  /** Where the entry's compressed bytes start (after its local header). */
  dataOffset: number;
}

/** How much a zip may hold, and what it is called in the messages. */
export interface ZipLimits {
  maxEntries: number;
  maxUnzippedBytes: number;
  /** Ends the refusal of too much content: 不像是名单文件. */
  notWhat: string;
}

/** A roster workbook has a dozen parts (a few hundred with pictures) and unzips to a few MB. */
export const ROSTER_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxUnzippedBytes: 50 * 1024 * 1024, notWhat: '不像是名单文件' };
/** Deflated XML reaches about 20:1, a column of repeats about 100:1; 200:1 on a large entry is a bomb. */
export const ZIP_MAX_RATIO = 200;
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
/** The "version made by" host of a zip written on Unix, whose external attributes carry the file mode. */
const UNIX_HOST = 3;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;

const malformed = (what: string) => new ZipError(`压缩包结构损坏（${what}）`);

/** The entries the central directory lists, each checked to lie within the file; throws ZipError. */
export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits = ROSTER_ZIP_LIMITS): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  const directoryStart = u32(end + 16);
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== count) throw new ZipError('不支持分卷压缩包');
  if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff) throw new ZipError('不支持 ZIP64 压缩包');
  if (count === 0) throw new ZipError('压缩包是空的');
  if (count > limits.maxEntries) throw new ZipError(`压缩包内文件过多（${count} 个）`);
  const directoryEnd = directoryStart + directorySize;
  if (directoryEnd > end) throw malformed('目录越界');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directoryEnd || u32(at) !== CENTRAL_SIGNATURE) throw malformed('目录项无效');
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const localOffset = u32(at + 42);
    const symlink = u16(at + 4) >> 8 === UNIX_HOST && ((u32(at + 38) >>> 16) & S_IFMT) === S_IFLNK;
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (next > directoryEnd) throw malformed('目录项越界');
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (flags & 1) throw new ZipError('文件已加密，请取消密码后再上传');
    if (method !== 0 && method !== 8) throw new ZipError(`不支持的压缩方式 ${method}`);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) throw new ZipError('不支持 ZIP64 压缩包');
    if (method === 0 && compressedSize !== size) throw malformed(`“${name}”大小不一致`);
    if (names.has(name)) throw malformed(`“${name}”重复`);
    names.add(name);
    if (localOffset + 30 > directoryStart || u32(localOffset) !== LOCAL_SIGNATURE) throw malformed(`“${name}”的位置无效`);
    const dataOffset = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28);
    if (dataOffset + compressedSize > directoryStart) throw malformed(`“${name}”越界`);
    entries.push({ name, symlink, method, compressedSize, size, dataOffset });
    at = next;
  }
  if (at !== directoryEnd) throw malformed('目录长度不符');
  return entries;
}

/** Throws ZipError when the entries would unzip to more than the limits allow, or one is compressed absurdly well. */
export function assertNotZipBomb(entries: readonly ZipEntry[], limits: ZipLimits = ROSTER_ZIP_LIMITS): void {
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (total > limits.maxUnzippedBytes) throw new ZipError(`解压后超过 ${limits.maxUnzippedBytes / 1024 / 1024} MB，${limits.notWhat}`);
  const bomb = entries.find((entry) => entry.size > RATIO_CHECKED_FROM_BYTES && entry.size > ZIP_MAX_RATIO * Math.max(1, entry.compressedSize));
  if (bomb) throw new ZipError(`“${bomb.name}”的压缩比异常（超过 ${ZIP_MAX_RATIO}:1）`);
}

/** One entry's bytes, which must be exactly its declared size (inflating stops past it). */
export function unzipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let content: Uint8Array;
  try {
    content = entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch {
    throw malformed(`“${entry.name}”的内容与目录不符`);
  }
  if (content.byteLength !== entry.size) throw malformed(`“${entry.name}”的内容与目录不符`);
  return content;
}

/**
 * The end-of-directory record: the last 22 bytes, or fewer when a comment follows it. The record's
 * comment length must reach exactly the end of the file, so a signature inside a comment is not taken.
 */
function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let at = view.byteLength - END_RECORD_BYTES; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_SIGNATURE && at + END_RECORD_BYTES + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  throw malformed('找不到目录');
}
