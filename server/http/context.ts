/** What every route can reach: the database, the services, and (on protected routes) the user. */
import type { Logger } from 'pino';
import type { AuthService } from '../auth/auth-service';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { ClassroomPresence } from '../classroom/presence';
import type { RunningTasks } from '../classroom/running-tasks';
import type { GroupSpecifications } from '../classroom/group-specifications';
import type { HomeworkLists } from '../homework/homework-lists';
import type { GroupRealtime } from '../classroom/group-realtime';
import type { Memberships } from '../users/memberships';
import type { ClassRosters } from '../users/class-rosters';
import type { ScoreReceiptKey } from '../scoring/receipt-secret';
import type { ScoringEngine } from '../scoring/engine';
import type { ScoringSessionLimits } from '../scoring/session-limits';
import type { PackWordsListener } from '../words/pack-words-listener';
import type { ServerMetrics } from '../ops/metrics';

export interface ServerDeps {
  db: Database;
  config: ServerConfig;
  auth: AuthService;
  logger: Logger;
  /** Which students are polling the classroom: heard in this process's memory, shared through the database each second. */
  presence: ClassroomPresence;
  /** Each class's running task, in memory for the student poll (listening to the database once started). */
  runningTasks: RunningTasks;
  /** Students' classes, in memory for the poll (listening to the database once started). */
  memberships: Memberships;
  /** Each class's students, for the live view. */
  rosters: ClassRosters;
  /** Each collaborative task's groups as served, in memory for the 1 s group poll (issue 15). */
  groupSpecifications: GroupSpecifications;
  /** Each student's homework list in memory (homework/homework-lists.ts). */
  homeworkLists: HomeworkLists;
  /** Drops the word lookup's answers when a content pack changes (words/pack-words-listener.ts). */
  packWords: PackWordsListener;
  /** Groupmates' live progress: heard in this process's memory, shared through the database each second. */
  groupRealtime: GroupRealtime;
  /** The key the scoring socket signs score receipts with and submissions check them with (issue 31). */
  scoreReceiptKey: ScoreReceiptKey;
  /**
   * The speech-scoring engine and this process's scoring places, one of each for both doors: the
   * socket and the stored-recording route (issue 41) score alike and count against the same limits.
   */
  scoring: { engine: ScoringEngine; limits: ScoringSessionLimits };
  /** What /metrics reports for this server (ops/metrics.ts). */
  metrics: ServerMetrics;
}

export interface AppEnv {
  Variables: {
    /** The signed-in user's id, set by requireUser. */
    userId: string;
    /** Their user type (core/domain UserType), set by requireUser. */
    userType: number;
  };
}
