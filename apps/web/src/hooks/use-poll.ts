import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs `poll` once per `key` while the screen is shown, and again for the same key when the member
 * asks (`checkAgain`). The run gets `isWanted`, false once the screen is gone, to stop between its
 * asks. React's development double effect does not start a second run: some answers come once
 * (the session a payment created), and a second run would miss them.
 */
export function usePoll<T>(key: string | null, poll: (isWanted: () => boolean) => Promise<T>) {
  const [round, setRound] = useState(0);
  const [finished, setFinished] = useState<{ run: string; result: T } | null>(null);
  const shown = useRef(false);
  const startedRun = useRef<string | null>(null);
  const latestPoll = useRef(poll);

  useEffect(() => {
    latestPoll.current = poll;
  });

  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const run = key === null ? null : `${key}#${round}`;

  useEffect(() => {
    if (run === null || startedRun.current === run) return;
    startedRun.current = run;
    const isWanted = () => shown.current && startedRun.current === run;
    void latestPoll.current(isWanted).then((result) => {
      if (startedRun.current === run) setFinished({ run, result });
    });
  }, [run]);

  const checkAgain = useCallback(() => setRound((current) => current + 1), []);
  return { result: finished !== null && finished.run === run ? finished.result : null, checkAgain };
}
