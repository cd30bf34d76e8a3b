import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_PROBLEMS, type FeedbackProblem, type OverlayBoxProps } from '@portal/shared';
import { useSignInFirst } from '../access/useSignInFirst';
import { NAMESPACE } from '../i18n';
import { gameFromProps } from './feedbackGame';
import { FeedbackForm } from './FeedbackForm';
import './contact.css';

/** The `contactusgamefeedback` overlay box: what is wrong with one game (`{slug, title}`), and the details. */
export default function GameFeedbackBox({ open, close, slug, title }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const signedIn = useSignInFirst(open, 'contact');
  const [problem, setProblem] = useState<FeedbackProblem | undefined>(undefined);
  const game = gameFromProps(slug, title);
  if (!signedIn) return null;
  if (!game) {
    return (
      <div className="acc-box acc-list-state">
        <p>{t('contact.gameFeedback.noGame')}</p>
        <button type="button" className="button" onClick={() => open('contactus game')}>
          {t('contact.gameFeedback.chooseGame')}
        </button>
      </div>
    );
  }
  return (
    <div className="acc-box" data-testid="game-feedback">
      <p className="acc-contact__about">
        <span>{t('contact.game.current', { title: game.title })}</span>{' '}
        <button type="button" className="acc-contact__back" onClick={() => open('contactus game')}>
          {t('contact.game.another')}
        </button>
      </p>
      <FeedbackForm
        request={{ category: 'game', slug: game.slug, problem }}
        label={t('contact.gameFeedback.label')}
        onSent={close}
      >
        <fieldset className="acc-contact__problems">
          <legend>{t('contact.gameFeedback.problemLegend')}</legend>
          {FEEDBACK_PROBLEMS.map((value) => (
            <label key={value} className="acc-contact__problem">
              <input
                type="radio"
                name="problem"
                value={value}
                checked={problem === value}
                onChange={() => setProblem(value)}
              />
              <span>{t(`contact.gameFeedback.problems.${value}`)}</span>
            </label>
          ))}
        </fieldset>
      </FeedbackForm>
    </div>
  );
}
