/**
 * Values the client and the reference server must agree on. The spec leaves them unprinted
 * (spec 01 §7, §9); these are the reference deployment's, each overridable by configuration.
 */
export const DEFAULT_APP_ID = 'english-homework-h5';
export const DEFAULT_POOL_ID = 'demo-school-pool';
/** Appended to the account by the own-login form: `student1` -> `student1@demo.school`. */
export const DEFAULT_MAIL_DOMAIN = '@demo.school';
/** Appended to the password by the own-login form before sending. */
export const DEFAULT_PASSWORD_SUFFIX = '#eh';
/** Storage bucket for voice files and report images (spec: "a short fixed name"). */
export const VOICE_BUCKET = 'voice';
export const REPORT_IMAGE_BUCKET = 'report';
/** Homework list page size (spec 01 §9). */
export const HOMEWORK_PAGE_SIZE = 20;
/** How far a login signature's timestamp may be from the server's clock. */
export const SIG_MAX_SKEW_SEC = 300;

/** Students poll the current task this often on /exercise (spec 02 §4). */
export const CLASSROOM_POLL_MS = 2000;
