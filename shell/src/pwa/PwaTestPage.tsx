import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildReloadPendingAtom,
  installHiddenAtom,
  installStatusAtom,
  isPwaFlagSet,
  serviceWorkerPhaseAtom,
  updateAvailableAtom,
  useBrowserValue,
  useOnline,
} from '@portal/shared';
import { TitledSection } from '../layout/TitledSection';
import { clearCaches, listCaches, type CacheSummary } from './cacheInventory';
import { isStandaloneDisplay, resetInstallHidden } from './installPrompt';
import { checkForUpdate, type UpdateCheck } from './serviceWorker';
import { useServiceWorkerInfo } from './useServiceWorkerInfo';
import './pwa.css';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

/** /pwa-test: what this browser knows about the app (service worker, install state, caches), with manual actions. */
export default function PwaTestPage() {
  const { t } = useTranslation();
  // All of it is this browser's state: the server renders the defaults, and the browser's values follow hydration.
  const phase = useBrowserValue(useAtomValue(serviceWorkerPhaseAtom), 'pending');
  const updateAvailable = useBrowserValue(useAtomValue(updateAvailableAtom), false);
  const reloadPending = useBrowserValue(useAtomValue(buildReloadPendingAtom), false);
  const installStatus = useBrowserValue(useAtomValue(installStatusAtom), 'unavailable');
  const installHidden = useBrowserValue(useAtomValue(installHiddenAtom), false);
  const standalone = useBrowserValue(typeof window !== 'undefined' && isStandaloneDisplay(), false);
  const pwaFlag = useBrowserValue(typeof window !== 'undefined' && isPwaFlagSet(), false);
  const online = useOnline();
  const [info, refreshInfo] = useServiceWorkerInfo();
  const [cacheList, setCacheList] = useState<CacheSummary[] | null>(null);
  const [updateCheck, setUpdateCheck] = useState<UpdateCheck | 'checking' | null>(null);
  const [cleared, setCleared] = useState(false);

  const yesNo = (value: boolean) => (value ? t('pwa.test.yes') : t('pwa.test.no'));
  const refreshCaches = useCallback(() => {
    void listCaches().then(setCacheList, () => setCacheList([]));
  }, []);

  useEffect(refreshCaches, [refreshCaches, phase]);
  useEffect(refreshInfo, [refreshInfo, phase, updateAvailable]);

  const onCheck = async () => {
    setUpdateCheck('checking');
    setUpdateCheck(await checkForUpdate());
    refreshInfo();
  };
  const onClear = async () => {
    await clearCaches();
    setCleared(true);
    refreshCaches();
  };

  const supportsWorkers = useBrowserValue(typeof navigator !== 'undefined' && 'serviceWorker' in navigator, false);
  const supportsCaches = useBrowserValue(typeof caches !== 'undefined', false);
  const supportsInstall = useBrowserValue(typeof window !== 'undefined' && 'onbeforeinstallprompt' in window, false);
  return (
    <article className="pwa-test" aria-labelledby="pwa-test-title">
      <header>
        <h1 id="pwa-test-title">{t('pwa.test.title')}</h1>
        <p>{t('pwa.test.intro')}</p>
      </header>

      <TitledSection id="pwa-test-support" title={t('pwa.test.support')} className="pwa-test__card">
        <dl className="pwa-test__facts">
          <Fact label={t('pwa.test.serviceWorkerApi')}>{yesNo(supportsWorkers)}</Fact>
          <Fact label={t('pwa.test.cacheApi')}>{yesNo(supportsCaches)}</Fact>
          <Fact label={t('pwa.test.installApi')}>{yesNo(supportsInstall)}</Fact>
          <Fact label={t('pwa.test.network')} testId="pwa-network">
            {online ? t('pwa.test.online') : t('pwa.test.offline')}
          </Fact>
        </dl>
      </TitledSection>

      <TitledSection id="pwa-test-worker" title={t('pwa.test.worker')} className="pwa-test__card">
        <dl className="pwa-test__facts">
          <Fact label={t('pwa.test.phase')} testId="pwa-phase">
            {t(`pwa.test.phases.${phase}`)}
          </Fact>
          <Fact label={t('pwa.test.scope')}>{info.scope ?? t('pwa.test.none')}</Fact>
          <Fact label={t('pwa.test.controller')} testId="pwa-controller">
            {info.controller ?? t('pwa.test.none')}
          </Fact>
          <Fact label={t('pwa.test.updateAvailable')} testId="pwa-update-available">
            {yesNo(updateAvailable || info.waiting)}
          </Fact>
          <Fact label={t('pwa.test.reloadPending')} testId="pwa-reload-pending">
            {yesNo(reloadPending)}
          </Fact>
        </dl>
        <div className="pwa-test__actions">
          <button type="button" className="button" onClick={() => void onCheck()} disabled={updateCheck === 'checking'}>
            {t('pwa.test.checkUpdate')}
          </button>
          <p role="status" data-testid="pwa-update-check">
            {updateCheck === 'checking'
              ? t('pwa.test.checking')
              : updateCheck
                ? t(`pwa.test.checkResult.${updateCheck}`)
                : ''}
          </p>
        </div>
      </TitledSection>

      <TitledSection id="pwa-test-install" title={t('pwa.test.install')} className="pwa-test__card">
        <dl className="pwa-test__facts">
          <Fact label={t('pwa.test.displayMode')}>{yesNo(standalone)}</Fact>
          <Fact label={t('pwa.test.installStatus')} testId="pwa-install-status">
            {t(`pwa.test.installStatuses.${installStatus}`)}
          </Fact>
          <Fact label={t('pwa.test.hiddenFlag')} testId="pwa-install-hidden">
            {yesNo(installHidden)}
          </Fact>
          <Fact label={t('pwa.test.pwaFlag')}>{yesNo(pwaFlag)}</Fact>
        </dl>
        {installHidden && (
          <div className="pwa-test__actions">
            <button type="button" className="button button--ghost" onClick={resetInstallHidden}>
              {t('pwa.test.resetHidden')}
            </button>
          </div>
        )}
      </TitledSection>

      <TitledSection id="pwa-test-caches" title={t('pwa.test.caches')} className="pwa-test__card">
        {cacheList && cacheList.length > 0 ? (
          <table className="pwa-test__table" data-testid="pwa-caches">
            <thead>
              <tr>
                <th scope="col">{t('pwa.test.cacheName')}</th>
                <th scope="col">{t('pwa.test.cacheEntries')}</th>
              </tr>
            </thead>
            <tbody>
              {cacheList.map((cache) => (
                <tr key={cache.name}>
                  <td>{cache.name}</td>
                  <td>{cache.entries}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{cacheList ? t('pwa.test.noCaches') : t('pwa.test.checking')}</p>
        )}
        <div className="pwa-test__actions">
          <button type="button" className="button button--ghost" onClick={refreshCaches}>
            {t('pwa.test.refreshCaches')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void onClear()}>
            {t('pwa.test.clearCaches')}
          </button>
          <p role="status">{cleared ? t('pwa.test.cleared') : ''}</p>
        </div>
      </TitledSection>
    </article>
  );
}
