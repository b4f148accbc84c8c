/** What every route can reach: the database, the services, and (on protected routes) the user. */
import type { Logger } from 'pino';
import type { AuthService } from '../auth/auth-service';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { ClassroomPresence } from '../classroom/presence';

export interface ServerDeps {
  db: Database;
  config: ServerConfig;
  auth: AuthService;
  logger: Logger;
  /** Which students are polling the classroom, in this process's memory. */
  presence: ClassroomPresence;
}

export interface AppEnv {
  Variables: {
    /** The signed-in user's id, set by requireUser. */
    userId: string;
    /** Their user type (core/domain UserType), set by requireUser. */
    userType: number;
  };
}
