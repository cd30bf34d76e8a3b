import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, useListFormat, type LocaleCode } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { gameDateFormat, type DatedGame } from './gameDates';

/** Control tags (seed and upload tags) and how the game page names them. */
const CONTROLS = ['keyboard', 'mouse', 'touch'] as const;

function DateFact({ label, iso, text }: { label: string; iso: string; text: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <time dateTime={iso}>{text}</time>
      </dd>
    </div>
  );
}

/**
 * Who made the game (linking to their maker page), when it was published and last updated (in the page's
 * language; UTC, so the server and the browser render the same date), its controls and whether it works on
 * phones (it carries the "touch" tag).
 */
export function GameFacts({ game, locale }: { game: DatedGame; locale: LocaleCode }) {
  const { t } = useTranslation(NAMESPACE);
  const list = useListFormat(locale, { type: 'unit', style: 'short' });
  // Written where the game was loaded when it was (withDateLabels); here only for data that came another way.
  const written = (iso: string, label: string | undefined) => label ?? gameDateFormat(locale).format(new Date(iso));
  const tags = new Set(game.tags.map((tag) => tag.slug));
  const controls = CONTROLS.filter((control) => tags.has(control));
  const updated = game.published_at === null || Date.parse(game.updated_at) > Date.parse(game.published_at);
  return (
    <dl className="game-facts" data-testid="game-facts">
      {game.author && (
        <div>
          <dt>{t('facts.author')}</dt>
          <dd>
            {game.author_slug ? (
              <Link to={localizePath(`/makers/${game.author_slug}`, locale)} data-testid="game-author" dir="auto">
                {game.author}
              </Link>
            ) : (
              <bdi>{game.author}</bdi>
            )}
          </dd>
        </div>
      )}
      {game.published_at && (
        <DateFact
          label={t('facts.published')}
          iso={game.published_at}
          text={written(game.published_at, game.published_label)}
        />
      )}
      {updated && (
        <DateFact
          label={t('facts.updated')}
          iso={game.updated_at}
          text={written(game.updated_at, game.updated_label)}
        />
      )}
      {controls.length > 0 && (
        <div>
          <dt>{t('facts.controls')}</dt>
          <dd>{list(controls.map((c) => t(`facts.${c}`)))}</dd>
        </div>
      )}
      {tags.has('touch') && (
        <div className="game-facts__phones" data-testid="works-on-phones">
          <dt>{t('facts.phones')}</dt>
          <dd>{t('facts.phonesYes')}</dd>
        </div>
      )}
    </dl>
  );
}
