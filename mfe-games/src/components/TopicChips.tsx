import { Link } from 'react-router';
import { localizePath, type LocaleCode, type NamedRef } from '@portal/shared';
import './chips.css';

/** A game's categories and tags as links to their lists. */
export function TopicChips({
  categories,
  tags,
  locale,
  label,
}: {
  categories: NamedRef[];
  tags: NamedRef[];
  locale: LocaleCode;
  label: string;
}) {
  if (categories.length === 0 && tags.length === 0) return null;
  return (
    <ul className="chips" aria-label={label}>
      {categories.map((c) => (
        <li key={`c-${c.slug}`}>
          <Link className="chip" to={localizePath(`/categories/${c.slug}`, locale)}>
            {c.name}
          </Link>
        </li>
      ))}
      {tags.map((tag) => (
        <li key={`t-${tag.slug}`}>
          <Link className="chip chip--tag" to={localizePath(`/tagslist/${tag.slug}`, locale)}>
            <span aria-hidden="true">#</span>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
