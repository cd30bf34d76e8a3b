import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { gameOnStageAtom } from '@portal/shared';
import { noteGamePlayed, notePageView } from './engagement';

/** Counts the pages a visitor sees and notes a game played, for the install offer's timing (engagement.ts). */
export function PageViewCounter() {
  const { pathname } = useLocation();
  const gameOnStage = useAtomValue(gameOnStageAtom);
  useEffect(() => notePageView(pathname), [pathname]);
  useEffect(() => {
    if (gameOnStage) noteGamePlayed();
  }, [gameOnStage]);
  return null;
}
