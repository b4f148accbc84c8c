/**
 * Starting a task in the class, the library's 开始 and 新建投票 alike. A start ends the task running there,
 * so while one runs the teacher is asked first (issue 32); the class's running task is asked of the server
 * at that moment, so a task started from another tab or device counts too.
 */
import { useState, type ReactNode } from 'react';
import { fetchClassTasks } from '@app/client/teacher-calls';
import { ApiToken } from '@core/services/tokens';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { Dialog } from '../../shell/Dialog';
import { ConsoleText } from './strings';

/** Sends the start call; answers the new task's id. */
export type StartCall = () => Promise<string>;

export interface StartInClass {
  /** A start is under way (or the running task is being asked for): the start buttons wait. */
  starting: boolean;
  /** Starts, asking first when a task is running. */
  askFirst(start: StartCall): void;
  /** The 结束并开始 question, to render while it is asked. */
  question: ReactNode;
}

export function useStartInClass(classId: string, onStarted: (groupTaskId: string) => void): StartInClass {
  const api = useService(ApiToken);
  const toast = useToast();
  const [starting, setStarting] = useState(false);
  const [asking, setAsking] = useState<{ start: StartCall; running: string } | undefined>(undefined);

  const start = (call: StartCall) => {
    setStarting(true);
    call()
      .then(onStarted, () => toast(ConsoleText.startFailed))
      .finally(() => setStarting(false));
  };
  const askFirst = (call: StartCall) => {
    setStarting(true);
    fetchClassTasks(api, classId, 1).then(
      ([latest]) => {
        if (latest && latest.endedAtSec === null) {
          setStarting(false);
          setAsking({ start: call, running: latest.title });
        } else start(call);
      },
      () => {
        setStarting(false);
        toast(ConsoleText.startFailed);
      },
    );
  };

  const question = asking && (
    <Dialog
      title={ConsoleText.replaceTitle}
      confirmText={ConsoleText.replaceConfirm}
      onCancel={() => setAsking(undefined)}
      onConfirm={() => {
        setAsking(undefined);
        start(asking.start);
      }}
    >
      {ConsoleText.replaceBody(asking.running)}
    </Dialog>
  );
  return { starting, askFirst, question };
}
