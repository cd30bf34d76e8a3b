import { useTranslation } from 'react-i18next';
import { IsolatedText, Thumbnail, type SearchHit } from '@portal/shared';
import type { ListedGame } from '../api/queries';
import { NAMESPACE } from '../i18n';
import './search-box.css';

export type Option =
  | { kind: 'game'; game: SearchHit }
  | { kind: 'popular'; game: ListedGame }
  | { kind: 'recent'; query: string }
  | { kind: 'search'; query: string };

interface Props {
  options: Option[];
  /** The highlighted option's index (-1: none). */
  active: number;
  optionId: (index: number) => string;
  /** The id of the popular games' group heading. */
  popularId: string;
}

/**
 * The search combobox's options, numbered in order for the keyboard: game suggestions, or recent searches then the
 * popular games (a group with its own heading), or the one "search all games for …" when nothing matches.
 */
export function SearchOptions({ options, active, optionId, popularId }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const item = (option: Option, index: number) => (
    <li
      key={option.kind === 'game' || option.kind === 'popular' ? `g-${option.game.slug}` : `r-${option.query}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      data-index={index}
      className="search-box__option"
    >
      <OptionContent option={option} />
    </li>
  );
  const firstPopular = options.findIndex((option) => option.kind === 'popular');
  if (firstPopular < 0) return <>{options.map(item)}</>;
  return (
    <>
      {options.slice(0, firstPopular).map(item)}
      <li role="presentation">
        <ul role="group" aria-labelledby={popularId} className="search-box__group">
          <li role="presentation" id={popularId} className="search-box__group-head">
            {t('search.popular')}
          </li>
          {options.slice(firstPopular).map((option, index) => item(option, firstPopular + index))}
        </ul>
      </li>
    </>
  );
}

function OptionContent({ option }: { option: Option }) {
  const { t } = useTranslation(NAMESPACE);
  if (option.kind === 'recent' || option.kind === 'search') {
    return (
      <>
        <span className="search-box__recent-icon" aria-hidden="true">
          {option.kind === 'recent' ? '↺' : '⌕'}
        </span>
        {option.kind === 'recent' ? (
          <bdi>{option.query}</bdi>
        ) : (
          <span className="search-box__name">
            <IsolatedText ns={NAMESPACE} i18nKey="searchBox.searchAll" values={{ query: option.query }} />
          </span>
        )}
      </>
    );
  }
  const alias = option.kind === 'game' ? option.game.matched_alias : undefined;
  return (
    <>
      <Thumbnail className="search-box__thumb" src={option.game.thumbnail} width={64} height={36} eager />
      <span className="search-box__name">
        <span dir="auto">{option.game.title}</span>
        {alias && (
          <span className="search-box__alias">
            {' — '}
            {t('search.matchesAlias', { alias })}
          </span>
        )}
      </span>
    </>
  );
}
