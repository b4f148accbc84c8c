/**
 * The school administrator's calls (issues 34 and 35, server/school/admin-contract.ts). The app may import only
 * the contract's types, so the paths are copied here; admin-calls.test.ts holds them equal to the
 * contract's. The answers are typed by the contract (its types are the server's own answer types).
 */
import type { AuditEntry, NewPassword, PackImportReport, PackListing, PackRefusal, PeoplePage, Person, RosterRefusal, RosterReport, SchoolClassRow } from '@server/school/admin-contract';
import { ApiError, type ApiService } from '@core/services/api/api-service';

const ADMIN = '/api/v1/chronus/admin';
const person = (personId: string) => `${ADMIN}/people/${encodeURIComponent(personId)}`;
export const AdminPaths = {
  roster: `${ADMIN}/roster`,
  people: `${ADMIN}/people`,
  classes: `${ADMIN}/classes`,
  move: (personId: string) => `${person(personId)}/move`,
  disabled: (personId: string) => `${person(personId)}/disabled`,
  password: (personId: string) => `${person(personId)}/password`,
  audit: `${ADMIN}/audit`,
  packs: `${ADMIN}/packs`,
} as const;

/** The largest roster file the server takes (its ROSTER_MAX_BYTES): a larger one is refused before it is sent. */
export const ROSTER_MAX_BYTES = 5 * 1024 * 1024;
/** A whole school's import hashes thousands of passwords: longer than an ordinary call may take. */
const ROSTER_TIMEOUT_MS = 120_000;
export const PEOPLE_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE = 50;

/** A roster file as read once when chosen: the preview and the import send the very same bytes. */
export interface RosterFile { fileName: string; bytes: ArrayBuffer }
export interface RosterOptions { dryRun: boolean; removeMissing: boolean }

/** Sends the roster (the raw file as the body): a dry run answers what would change, a real one changes it. */
export async function sendRoster(api: ApiService, file: RosterFile, { dryRun, removeMissing }: RosterOptions): Promise<RosterReport> {
  return api.main.post<RosterReport>(AdminPaths.roster, file.bytes, {
    params: { fileName: file.fileName, dryRun: dryRun ? '1' : '0', removeMissing: removeMissing ? '1' : '0' },
    headers: { 'Content-Type': 'application/octet-stream' },
    timeoutMs: ROSTER_TIMEOUT_MS,
  });
}

/** The server's 422 for a roster with bad rows (nothing was imported), if that is what the error is. */
export function rosterRefusal(error: unknown): RosterRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = error.data as Partial<RosterRefusal> | undefined;
  return body && Array.isArray(body.rows) ? { errorCode: body.errorCode ?? 0, message: body.message ?? error.message, rows: body.rows } : undefined;
}

export interface PeopleQuery {
  q?: string;
  classId?: string;
  role?: Person['role'];
  /** true: only disabled accounts. */
  disabledOnly?: boolean;
  offset: number;
}

export async function fetchPeople(api: ApiService, query: PeopleQuery): Promise<PeoplePage> {
  const params = {
    q: query.q?.trim() || undefined,
    classId: query.classId || undefined,
    role: query.role,
    disabled: query.disabledOnly ? '1' : undefined,
    offset: query.offset,
    limit: PEOPLE_PAGE_SIZE,
  };
  return api.main.get<PeoplePage>(AdminPaths.people, { params });
}

export async function fetchSchoolClasses(api: ApiService): Promise<SchoolClassRow[]> {
  return (await api.main.get<{ classes: SchoolClassRow[] }>(AdminPaths.classes)).classes;
}

/** Moves a student into a class (out of every other). */
export function movePerson(api: ApiService, personId: string, classId: string): Promise<Person> {
  return api.main.post<Person>(AdminPaths.move(personId), { classId });
}

/** Disables an account (it cannot sign in from that moment) or enables it again. */
export function setPersonDisabled(api: ApiService, personId: string, disabled: boolean): Promise<Person> {
  return api.main.post<Person>(AdminPaths.disabled(personId), { disabled });
}

/** A new password for the account, answered this once. */
export function resetPersonPassword(api: ApiService, personId: string): Promise<NewPassword> {
  return api.main.post<NewPassword>(AdminPaths.password(personId), {});
}

/** The audit log, newest first: `before` an entry's id gives the entries older than it. */
export async function fetchAudit(api: ApiService, before?: number): Promise<AuditEntry[]> {
  return (await api.main.get<{ entries: AuditEntry[] }>(AdminPaths.audit, { params: { limit: AUDIT_PAGE_SIZE, before } })).entries;
}

/** The largest pack zip the server takes from the page (its PACK_UPLOAD_MAX_BYTES): a larger one is refused before it is sent. */
export const PACK_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
/**
 * 200 MB over a slow school uplink (2 Mbit/s) takes some 14 minutes, and the server then checks and
 * imports it: far longer than an ordinary call may take.
 */
const PACK_TIMEOUT_MS = 20 * 60_000;

/** Every pack imported, with its versions (newest first) and what its current version holds. */
export async function fetchPacks(api: ApiService): Promise<PackListing[]> {
  return (await api.main.get<{ packs: PackListing[] }>(AdminPaths.packs)).packs;
}

/**
 * Sends a pack's zip as the raw body. The file itself is the body, not a copy read into memory: the
 * browser streams it from disk (a pack may weigh 200 MB), and it is sent once only.
 */
export function sendPack(api: ApiService, file: File): Promise<PackImportReport> {
  return api.main.post<PackImportReport>(AdminPaths.packs, file, {
    params: { fileName: file.name },
    headers: { 'Content-Type': 'application/zip' },
    timeoutMs: PACK_TIMEOUT_MS,
  });
}

/** The server's 422 for a pack (nothing was imported): its problems, or none when it refused the pack whole. */
export function packRefusal(error: unknown): PackRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = error.data as Partial<PackRefusal> | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  return { errorCode: body.errorCode ?? 0, message: body.message ?? error.message, problems: Array.isArray(body.problems) ? body.problems : [] };
}
