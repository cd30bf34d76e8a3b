import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type OverlayBoxProps, usePageLocale } from '@portal/shared';
import { useFollowLink } from '../access/useFollowLink';
import { useSignInFirst } from '../access/useSignInFirst';
import { NAMESPACE } from '../i18n';
import { FavoritesList } from './FavoritesList';

/** The `favorites` overlay box: the signed-in player's favourites, and the way to the full account page. */
export default function FavoritesBox({ close, open }: OverlayBoxProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  const follow = useFollowLink(close);
  const signedIn = useSignInFirst(open, 'favorite');
  if (!signedIn) return null;

  const home = localizePath('/', locale);
  const account = `${localizePath('/account', locale)}?tab=favorites`;
  return (
    <div className="acc-box" data-testid="favorites-box">
      <FavoritesList
        close={close}
        emptyAction={
          <Link className="button" to={home} onClick={(event) => follow(event, home)}>
            {t('lists.browse')}
          </Link>
        }
      />
      <p className="acc-box__foot">
        <Link to={account} onClick={(event) => follow(event, account)}>
          {t('favorites.seeAll')}
        </Link>
      </p>
    </div>
  );
}
