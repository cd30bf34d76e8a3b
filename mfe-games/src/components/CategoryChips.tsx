import { Link } from 'react-router';
import { localizePath, type Category, type LocaleCode } from '@portal/shared';
import './chips.css';

export function CategoryChips({
  categories,
  locale,
  label,
}: {
  categories: Category[];
  locale: LocaleCode;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="chips" data-testid="home-categories">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link className="chip" to={localizePath(`/categories/${c.slug}`, locale)}>
              {c.name} <span className="category-chip__count">{c.game_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
