import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadReport } from '@portal/shared';
import { useFocusOnMount } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { formatBytes, formatCount } from './formatUnits';
import { describeProblem } from './problemText';

interface Props {
  report: UploadReport;
  onChooseAnother: () => void;
}

/**
 * Step 3: what the server's check found. A clean archive gets a summary (the form follows); an archive with
 * problems lists each one with what is wrong and how to fix it, and can only be replaced by another file.
 */
export function ValidationReport({ report, onChooseAnother }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language;
  const titleId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const folder = report.stripped_prefix.replace(/\/$/, '');

  return (
    <section
      className="upload-report"
      aria-labelledby={titleId}
      data-testid="upload-report"
      data-status={report.ok ? 'clean' : 'failed'}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {report.ok ? t('flow.report.cleanTitle') : t('flow.report.problemsTitle')}
      </h2>
      {report.ok ? (
        <div className="upload-report__clean" data-testid="upload-report-clean">
          <p>{t('flow.report.cleanIntro')}</p>
          <dl className="upload-report__summary">
            <div>
              <dt>{t('flow.report.files')}</dt>
              <dd>{formatCount(report.file_count, locale)}</dd>
            </div>
            <div>
              <dt>{t('flow.report.size')}</dt>
              <dd>{formatBytes(report.total_uncompressed_size, locale)}</dd>
            </div>
            <div>
              <dt>{t('flow.report.entry')}</dt>
              <dd>
                <code dir="ltr">{report.entry_point}</code>
              </dd>
            </div>
          </dl>
          {folder && <p className="upload-flow__hint">{t('flow.report.strippedFolder', { folder })}</p>}
          {report.uses_bridge === false && (
            <div className="upload-report__warning" role="note" data-testid="upload-warning-bridge">
              <p className="upload-report__warning-title">{t('flow.report.bridgeTitle')}</p>
              <p>{t('flow.report.bridgeBody')}</p>
            </div>
          )}
        </div>
      ) : (
        <>
          <p>{t('flow.report.problemsIntro')}</p>
          <ol className="upload-report__problems">
            {report.problems.map((problem, index) => {
              const text = describeProblem(problem, locale);
              return (
                <li
                  key={`${problem.code}-${problem.path ?? ''}-${index}`}
                  className="upload-problem"
                  data-testid="upload-problem"
                  data-code={problem.code}
                >
                  <p className="upload-problem__explanation">{t(text.explanation.key, text.explanation.params)}</p>
                  {problem.path !== null && (
                    <p className="upload-problem__path">
                      {t('flow.report.path')} <code dir="ltr">{problem.path}</code>
                    </p>
                  )}
                  <p className="upload-problem__fix">
                    <strong>{t('flow.report.fix')}</strong> {t(text.fix.key, text.fix.params)}
                  </p>
                </li>
              );
            })}
          </ol>
          {report.problems_truncated && (
            <p className="upload-flow__hint">
              {t('flow.report.truncated', {
                count: report.problems.length,
                value: formatCount(report.problems.length, locale),
              })}
            </p>
          )}
          <button type="button" className="button" onClick={onChooseAnother} data-testid="upload-choose-another">
            {t('flow.chooseAnother')}
          </button>
        </>
      )}
    </section>
  );
}
